import type { SeedLanguage } from './types';

/** Tagalog (Filipino), as Filipino players read a betting site: Taglish where English is what they say. */
export const TY: SeedLanguage = {
  code: 'TY',
  notices: [
    [
      'Maintenance ng sports provider sa 15 Hunyo, 03:00–05:00 (GMT+7)',
      '<p>Pansamantalang hihinto ang sports betting habang may maintenance ang provider. Ang mga bukas na taya ay babayaran gaya ng dati.</p>',
    ],
    [
      'Pumapasok na ang QR banking deposit sa loob ng 1 minuto',
      '<p>Awtomatikong pumapasok ang deposit sa QR banking, kadalasan sa loob ng isang minuto.</p>',
    ],
    [
      'Hindi namin kailanman hihingin ang password mo: mag-ingat sa pekeng customer service',
      '<p>Hindi kailanman hihingin ng aming staff ang password o SMS code mo, sa chat man o sa tawag.</p>',
    ],
    [
      'Bagong slots mula sa Golden Reel Studios tuwing Biyernes',
      '<p>Hanapin ang mga bagong labas ng linggo sa <em>Slots → Bago</em>.</p>',
    ],
    [
      'Mas mataas na daily withdrawal limit para sa VIP5 pataas',
      '<p>Puwede nang mag-withdraw ang VIP5 members ng hanggang 300,000.00 kada araw; tingnan ang VIP page para sa limit ng bawat level.</p>',
    ],
  ],
  announcements: [
    [
      'Summer festival: 30 araw ng rewards',
      '<p>Mula <strong>1 Hulyo hanggang 30 Hulyo</strong>, may bagong reward araw-araw: free spins, reload bonus at lucky draw.</p><p>Tingnan ang promotions page para sa alok ng bawat araw.</p>',
    ],
    [
      'Bagong live studio: Lotus Live',
      '<p>Bukas na sa live casino ang anim na bagong baccarat at dragon tiger table mula sa <em>Lotus Live</em>.</p>',
    ],
    [
      'Paalala sa seguridad: official links lang ang gamitin',
      '<p>Kinokopya ng mga pekeng site ang aming pages para magnakaw ng account. Laging mag-log in mula sa official address.</p><script>alert(\'xss\')</script><img src=x onerror="alert(document.cookie)"><p>Hindi namin kailanman hihingin ang password o SMS code mo.</p>',
    ],
    [
      'Naka-schedule na maintenance sa 12 Hunyo',
      '<p>Hindi magagamit ang site sa <strong>12 Hunyo mula 02:00 hanggang 04:00 (GMT+7)</strong> dahil sa system upgrade.</p><p>Hindi apektado ang balance at mga taya.</p>',
    ],
    [
      'Oras ng withdrawal ngayong holiday',
      '<p>Ang mga withdrawal na hiniling mula 30 Abril hanggang 1 Mayo ay puwedeng umabot ng hanggang <strong>2 oras</strong> bago pumasok.</p>',
    ],
    [
      'Panatilihing updated ang bank details mo',
      '<p>Sa bank account lang na nakapangalan sa iyo ipapadala ang withdrawal. I-update ito sa <em>Aking account → Bank cards</em>.</p>',
    ],
    [
      'Bagong payment method: QR banking',
      '<p>I-scan ang QR code gamit ang banking app mo at papasok ang deposit sa loob ng <strong>1 minuto</strong>.</p><ul><li>Minimum 10.00</li><li>Maximum 50,000.00</li></ul>',
    ],
    [
      'Verification sa pag-log in mula sa bagong device',
      '<p>Kapag nag-log in ka mula sa bagong device, magpapadala kami ng code sa naka-bind mong mobile number o email. Panatilihing tama ang mga ito.</p>',
    ],
    [
      'Welcome sa Tessera',
      '<h3>Welcome!</h3><p>I-claim ang <strong>100% first deposit bonus</strong> hanggang 500.00 at subukan ang mahigit 10,000 laro.</p>',
    ],
    [
      'Narito na ang Tessera app',
      '<p>I-install ang app mula sa <a href="/down">download page</a> para sa mas mabilis na pag-log in at notifications.</p>',
    ],
    [
      'Tumaas sa 1.2% ang slots rebate',
      '<p>Simula ngayon, ang valid bets sa slots ay may <strong>1.2% daily rebate</strong>, ibinibigay bago mag-12:00 kinabukasan.</p>',
    ],
    [
      'Parlay boost ngayong weekend',
      '<p>Ang parlay na may apat o higit pang legs ay may dagdag na panalo hanggang <strong>20%</strong> sa Sabado at Linggo.</p>',
    ],
    [
      'Lucky number ng araw',
      '<p>Tumaya sa lucky number ng araw sa VN Lotto at ang tama ay bayad <strong>88x</strong>.</p>',
    ],
    [
      'Customer service buong araw, buong gabi',
      '<p>Sumasagot ang aming live chat 24 oras kada araw, 7 araw kada linggo. May personal host ang VIP5 pataas.</p>',
    ],
    [
      'In-update ang limit ng deposit bonus',
      '<p>Simula 1 Hunyo, ang daily reload bonus ay hanggang <strong>200.00</strong> lang bawat member kada araw.</p>',
    ],
    [
      'In-update ang terms of service',
      '<p>In-update namin ang terms of service noong 1 Mayo 2024. Basahin ito sa <a href="/help">help centre</a>.</p>',
    ],
  ],
  months: ['Hunyo', 'Hulyo', 'Agosto', 'Setyembre', 'Oktubre', 'Nobyembre', 'Disyembre', 'Enero', 'Pebrero'],
  routine: (type, n, month, studio) => {
    switch (type) {
      case 'B':
        return [
          `${studio}: mga bagong laro ngayong buwan`,
          `<p>Nasa lobby na ang mga bagong labas mula sa <strong>${studio}</strong>. Hanapin sa <em>Bago</em>.</p>`,
        ];
      case 'PL':
        return n % 3 === 0
          ? [
              `Naka-schedule na maintenance, ${month} (${n})`,
              `<p>Hindi magagamit ang site nang hanggang dalawang oras sa unang Martes ng ${month}, mula 02:00 (GMT+7).</p><p>Hindi apektado ang balance at mga taya.</p>`,
            ]
          : n % 3 === 1
            ? [
                `Abiso sa maintenance ng ${studio} (${n})`,
                `<p>Pansamantalang hihinto ang mga laro ng <em>${studio}</em> para sa maintenance nang mga isang oras. Babayaran gaya ng dati ang mga bukas na round.</p>`,
              ]
            : [
                `Update sa payment channel (${n})`,
                `<p>Magbabago ang deposit limit ng isang channel simula ${month}: tingnan ang <em>Deposit</em> para sa minimum at maximum ng bawat channel.</p>`,
              ];
      case 'PU':
        return [
          `Welcome offer ngayong ${month}`,
          `<p>Ang mga bagong member na magde-deposit ngayong ${month} ay makakakuha ng <strong>100% hanggang 500.00</strong>.</p>`,
        ];
      case 'PR':
        return [
          `Promo calendar ng ${month} (${n})`,
          `<p>Nasa promotions page ang mga rebate, reload at tournament ng ${month}.</p>`,
        ];
      default:
        return [
          `Update sa help centre (${n})`,
          `<p>Nagdagdag kami ng mga sagot tungkol sa ${n % 2 ? 'deposit at withdrawal' : 'VIP levels at rebate'} sa <a href="/help">help centre</a>.</p>`,
        ];
    }
  },
  agentAnnouncements: [
    [
      'Commission statement para sa Hunyo',
      '<p>Handa na ang commission statements ng Hunyo sa <em>Aking kita</em>. Papasok ang bayad sa main wallet mo bago mag-<strong>5 Hulyo</strong>.</p><p>May tanong sa isang numero? Kontakin ang agent manager mo sa loob ng 7 araw.</p>',
    ],
    [
      'Mag-recruit ng 5 active member, kumita ng 300.00 bonus',
      '<p>Ang bawat agent na may <strong>5 active member</strong> sa mga bagong downline (may 500.00 valid bets ang bawat isa) mula 1 hanggang 31 Hulyo ay makakatanggap ng one-time bonus na <strong>300.00</strong>.</p><ul><li>Isang beses lang bibilangin ang bawat active member</li><li>Ibibigay kasama ng unang statement ng Agosto</li></ul>',
    ],
    [
      'Paggawa ng account para sa team mo',
      "<p>Puwede ka nang magbukas ng account para sa mga bagong member sa <em>Register</em> sa agent centre. Agad silang sasali sa team mo; ipapalit sa kanila ang password sa unang log in.</p><script>alert('xss')</script>",
    ],
    [
      'Update sa agent policy: dividend periods',
      '<p>Simula 1 Hulyo, ang dividend contracts ay magse-settle <strong>kada kalahating buwan</strong> bilang default. Mananatili ang period ng mga kasalukuyang contract hanggang ma-renew.</p>',
    ],
    [
      'Huwag kailanman ibigay ang password ng mga member',
      '<p>Hindi kailanman hihingin ng staff ang password ng mga member mo. I-report sa customer service ang ganitong hiling.</p>',
    ],
    [
      'Kada minuto na ang update ng team betting figures',
      '<p>Makikita na sa team overview at team betting ang mga taya hanggang isang minuto ang nakalipas.</p>',
    ],
    [
      'Tumaas ang daily salary rate para sa top agents',
      '<p>Ang mga agent na umaabot sa <strong>50,000.00</strong> ang daily valid bets ng team ay may daily salary rate na <strong>0.8%</strong>.</p>',
    ],
    [
      'Welcome sa agent centre',
      '<p>Sundan ang team mo, ang kanilang mga taya at ang kita mo sa iisang lugar. Magsimula sa <em>Team overview</em>.</p>',
    ],
  ],
  help: [
    {
      title: 'Tungkol sa Tessera',
      content:
        '<p>Ang Tessera ay online gaming site na may live casino, slots, fishing, card games, sports, esports at lottery. Dapat ay <strong>18 taong gulang pataas</strong> ka para makapaglaro.</p>',
      children: [
        {
          title: 'Lisensya at patas na laro',
          content:
            '<p>May gaming operator licence kami, at sertipikadong patas ang aming random number generators ng isang independent testing laboratory.</p>',
        },
        {
          title: 'Kontakin kami',
          content:
            '<p>Sumasagot ang live chat 24/7 mula sa customer-service button sa bawat page. May personal VIP host ang VIP5 members pataas.</p>',
        },
      ],
    },
    {
      title: 'Account',
      content: '<p>Lahat tungkol sa pagbubukas at pag-aalaga ng account mo.</p>',
      children: [
        {
          title: 'Pag-register',
          content:
            '<ol><li>Piliin ang <em>Register</em>.</li><li>Pumili ng username (6–16 na letra at numero, nagsisimula sa letra) o gamitin ang mobile number mo.</li><li>Pumili ng password na 6–20 character na may letra at numero.</li></ol><p>Isang account lang bawat tao.</p>',
        },
        {
          title: 'Ligtas na pag-log in',
          content:
            '<p>Mag-log in gamit ang username at password, o gamit ang code na ipinadala sa mobile mo. Mula sa bagong device, hihingi kami ng second verification.</p>',
        },
        {
          title: 'Nakalimutan ang password',
          content:
            '<p>Piliin ang <em>Forgot password</em> sa login screen at i-reset ito sa email o sa code na ipinadala sa mobile number mo.</p>',
        },
      ],
    },
    {
      title: 'Deposit',
      content: '<p>Pumapasok ang deposit sa main wallet mo.</p>',
      children: [
        {
          title: 'Paano mag-deposit',
          content:
            '<ol><li>Buksan ang <em>Deposit</em>.</li><li>Pumili ng paraan at ilagay ang halaga.</li><li>Sundin ang payment steps; mag-a-update ang balance kapag nakumpirma na ang bayad.</li></ol>',
        },
        {
          title: 'Mga paraan ng pagbabayad',
          content:
            '<ul><li>Bank transfer</li><li>QR banking (kadalasan sa loob ng 1 minuto)</li><li>E-wallet</li><li>USDT</li><li>Scratch card</li><li>Mobile money</li></ul><p>Minimum deposit 10.00.</p>',
        },
        {
          title: 'Hindi pa pumapasok ang deposit',
          content:
            '<p>Karamihan ng deposit ay pumapasok sa loob ng ilang minuto. Kung wala pa rin pagkalipas ng 30 minuto, ipadala ang resibo ng bayad sa live chat.</p>',
        },
      ],
    },
    {
      title: 'Withdrawal',
      content: '<p>Ipinapadala ang withdrawal sa bank account na nakapangalan sa iyo.</p>',
      children: [
        {
          title: 'Paano mag-withdraw',
          content:
            '<ol><li>Buksan ang <em>Withdraw</em>.</li><li>Piliin ang bank card at ilagay ang halaga.</li><li>Kumpirmahin gamit ang payment password mo.</li></ol>',
        },
        {
          title: 'Mga limit at oras',
          content:
            '<p>Nakadepende sa VIP level mo ang daily limit (tingnan ang VIP page). Karamihan ng withdrawal ay pumapasok sa loob ng 15 minuto.</p>',
        },
      ],
    },
    {
      title: 'Promotions at VIP',
      content: '<p>Mga bonus, rebate at benepisyo ng VIP.</p>',
      children: [
        {
          title: 'Pag-claim ng promotion',
          content:
            '<p>Buksan ang promotion at piliin ang <em>Join</em>. Nakalista sa bawat promotion ang wagering requirement at end date; basahin ang terms bago mag-claim.</p>',
        },
        {
          title: 'VIP levels',
          content:
            '<p>Tumataas ang level mo kasabay ng kabuuang deposit at valid bets mo. Mas mataas na level, mas malaking rebate, monthly bonus at mas mataas na withdrawal limit.</p>',
        },
      ],
    },
    {
      title: 'Responsible gaming',
      content: '<p>Maglaro para sa saya, at gamit lang ang perang kaya mong mawala.</p>',
      children: [
        {
          title: 'Pag-set ng limit',
          content:
            '<p>Hilingin sa live chat na mag-set ng daily, weekly o monthly deposit limit. Agad na epektibo ang pagbaba ng limit; ang pagtaas ay pagkalipas ng 24 oras.</p>',
        },
        {
          title: 'Pagpapahinga',
          content:
            '<p>Puwede mong isara ang account mo nang 1 linggo, 1 buwan o 6 na buwan, o tuluyan. Hindi ka makakapag-log in habang naka-break.</p>',
        },
      ],
    },
    {
      title: 'Terms at privacy',
      content:
        '<p>Basahin ang <a href="/static/terms.html">terms and conditions</a>. Itinatago lang namin ang personal data mo para patakbuhin ang account mo at hindi namin ito ibinebenta.</p>',
    },
    {
      title: 'Mga laro',
      content:
        '<p>Slots, live casino, fishing, card games, sports, esports, sabong at lottery mula sa mahigit 80 studio.</p>',
      children: [
        {
          title: 'Paghahanap ng laro',
          content:
            '<p>Nakalista sa bawat category ang mga studio nito; i-filter ang slots ayon sa studio, uri, minimum bet o lines, o hanapin sa pangalan.</p>',
        },
        {
          title: 'Studio na naka-maintenance',
          content:
            '<p>May badge ang studio na naka-maintenance at hindi mabubuksan ang mga laro nito hanggang makabalik ito.</p>',
        },
        {
          title: 'Game wallets',
          content:
            '<p>May mga studio na gumagamit ng sariling wallet. Maglipat ng pera sa pagitan ng main wallet at game wallet sa <em>Wallet → Transfer</em>.</p>',
        },
        {
          title: 'Betting records',
          content:
            '<p>Nasa <em>Betting record</em> ang bawat settled na taya, 31 araw bawat tingin, kasama ang totals ng period.</p>',
        },
      ],
    },
  ],
  promotions: {
    words: {
      howToTakePart: 'Paano sumali',
      terms: 'Terms',
      generalTerms: [
        'Isang bonus lang bawat member, household, IP address at payment account.',
        'Hindi valid bet ang pagtaya sa magkabilang panig ng iisang resulta, pati ang cancelled o draw na taya.',
        'Puwedeng baguhin o tapusin ng Tessera ang promotion na ito, at hindi ibigay ang bonus sa abusadong paglalaro.',
      ],
    },
    full: [
      {
        title: 'Welcome bonus 100% hanggang 500.00',
        summary: 'Doblehin ang first deposit mo, hanggang 500.00.',
        steps: [
          'Mag-register at i-verify ang mobile number mo.',
          'Piliin ang promotion na ito bago mag-deposit.',
          'Mag-deposit ng hindi bababa sa 20.00.',
        ],
        terms: [
          'Bonus na 100% ng first deposit, hanggang 500.00.',
          'I-wager ang deposit at bonus nang 15 beses sa loob ng 30 araw bago mag-withdraw.',
          'Ang slots ay 100%, live casino 10%, sports 50% sa wagering.',
        ],
      },
      {
        title: 'Daily reload 10%',
        summary: 'Dagdag na 10% sa unang deposit mo bawat araw.',
        steps: ['Mag-deposit ng hindi bababa sa 50.00.', 'I-claim ang bonus sa reward centre sa parehong araw.'],
        terms: [
          'Bonus na 10% ng deposit, hanggang 200.00 kada araw.',
          'I-wager ang deposit at bonus nang 8 beses.',
          'Ang araw ay mula 00:00 hanggang 23:59 (GMT+7).',
        ],
      },
      {
        title: 'Slots daily rebate 1.2%',
        summary: 'Balik ang 1.2% ng valid slot bets mo araw-araw, walang wagering.',
        steps: ['Maglaro ng kahit anong slot.', 'Ibibigay ang rebate bago mag-12:00 kinabukasan.'],
        terms: [
          'Rebate na 1.2% ng valid slot bets, hanggang 8,888.00 kada araw.',
          'Walang wagering requirement ang rebate.',
          'Hindi kasama ang jackpot wins at free-spin rounds.',
        ],
      },
      {
        title: 'Live casino rebate 0.8%',
        summary: 'May 0.8% pabalik sa bawat valid live-casino bet.',
        steps: ['Maglaro sa kahit anong live table.', 'Araw-araw ibinibigay ang rebate.'],
        terms: [
          'Rebate na 0.8% ng valid bets, hanggang 5,000.00 kada araw.',
          'I-wager ang rebate nang isang beses.',
          'Hindi kasama ang tie bets sa baccarat.',
        ],
      },
      {
        title: 'Parlay boost hanggang 20%',
        summary: 'Dagdag na panalo sa parlay na may apat o higit pang legs.',
        steps: [
          'Tumaya ng parlay na may 4 o higit pang legs, bawat isa ay may odds na 1.50 pataas.',
          'Idadagdag ang boost kapag nanalo ang lahat ng legs.',
        ],
        terms: [
          '4 legs +5%, 6 legs +10%, 8 legs pataas +20%.',
          'Hanggang 2,000.00 ang boost kada parlay.',
          'Hindi kasali ang parlay na na-cash out na.',
        ],
      },
      {
        title: 'Ocean hunt: triple prize hour',
        summary: 'Tatlong beses ang bayad sa boss prizes mula 20:00 hanggang 21:00.',
        steps: [
          'Maglaro ng kahit anong fishing game sa prize hour.',
          'Kasabay ng panalo sa laro ibibigay ang triple prize.',
        ],
        terms: [
          'Boss targets lang ang may triple na bayad.',
          'Hanggang 1,000.00 ang extra prize kada boss.',
          'Gabi-gabi hanggang 31 Disyembre 2030.',
        ],
      },
      {
        title: 'Tien Len weekly tournament',
        summary: 'Paghahatian ng top 50 players ng linggo ang 20,000.00.',
        steps: [
          'Maglaro ng Tien Len sa kahit anong table.',
          'Ang points ay ang net wins mo sa linggo.',
          'Lunes ibinibigay ang prizes.',
        ],
        terms: [
          '1st 5,000.00, 2nd 3,000.00, 3rd 2,000.00, paghahatian ng 4th–50th ang 10,000.00.',
          'Walang wagering requirement ang prizes.',
          'Ang linggo ay mula Lunes 00:00 hanggang Linggo 23:59 (GMT+7).',
        ],
      },
      {
        title: 'Lucky number ng araw',
        summary: 'Bayad 88x kapag tumama ang lucky number ng araw.',
        steps: ['Tingnan ang lucky number sa VN Lotto lobby.', 'Tayaan ito sa kahit anong 2-digit draw.'],
        terms: [
          '88x kapag tumama, kapalit ng karaniwang odds.',
          'Hanggang 10.00 lang na taya kada draw ang bibilangin.',
          'Isang lucky number kada araw.',
        ],
      },
      {
        title: 'Double points weekend',
        summary: 'Doble ang points ng bawat valid bet tuwing Sabado at Linggo.',
        steps: ['Maglaro ng kahit anong laro sa weekend.', 'I-redeem ang points sa point mall.'],
        terms: [
          'Hindi nag-e-expire ang points.',
          'Depende sa stock ang rewards sa point mall.',
          'Tuwing weekend hanggang 31 Disyembre 2030.',
        ],
      },
      {
        title: 'Top 20 depositors ng buwan',
        summary: 'Paghahatian ng 20 pinakamalaking depositor ng buwan ang 50,000.00.',
        steps: ['Mag-deposit sa loob ng buwan.', 'Tingnan ang puwesto mo sa top-20 page.'],
        terms: [
          '1st 10,000.00 pababa hanggang 20th 500.00.',
          'Ibibigay ang prizes bago mag-ika-5 ng susunod na buwan.',
          'I-wager ang prize nang isang beses.',
        ],
      },
      {
        title: 'App download bonus 8.88',
        summary: 'Mag-log in sa app sa unang pagkakataon at makakuha ng 8.88.',
        steps: ['I-install ang app mula sa download page.', 'Mag-log in mula sa app.'],
        terms: [
          'Isang beses bawat member at device.',
          'I-wager ang bonus nang 3 beses.',
          'Dapat verified ang mobile number.',
        ],
      },
      {
        title: 'VIP birthday bonus',
        summary: 'Birthday bonus na lumalaki kasabay ng VIP level mo.',
        steps: ['Ilagay ang birthday mo sa profile.', 'I-claim ang bonus sa buwan ng birthday mo.'],
        terms: [
          'Mula 18.00 sa VIP1 hanggang 8,888.00 sa VIP10.',
          'Dapat naka-set ang birthday 30 araw bago nito.',
          'I-wager ang bonus nang isang beses.',
        ],
      },
      {
        title: 'Weekly gaming challenge',
        summary: 'Tapusin ang missions ng linggo at manalo ng prizes.',
        steps: ['Buksan ang mission activity sa member centre.', 'Tapusin ang missions bago mag-Linggo 23:59.'],
        terms: [
          'Isang beses kada linggo ang bayad sa bawat mission.',
          'Walang wagering requirement ang prizes.',
          'Nagbabago ang missions tuwing Lunes.',
        ],
      },
      {
        title: 'Lunar New Year ang pao',
        summary: 'Isang ang pao araw-araw sa buong new year festival.',
        steps: ['Mag-log in araw-araw sa festival.', 'Buksan ang ang pao ng araw.'],
        terms: ['Isang ang pao kada araw, mula 1.00 hanggang 888.00.', 'Natapos noong 29 Pebrero 2024.'],
      },
    ],
    more: [
      [
        'Slots tournament: 30,000.00 weekly pool',
        'Mag-spin ng kahit anong slot; paghahatian ng pinakamalalaking multiplier ng linggo ang pool.',
      ],
      ['Free spins Friday', 'Mag-deposit sa Biyernes at makakuha ng hanggang 50 free spins sa bagong slot ng linggo.'],
      ['Jackpot hunters: 2x jackpot contributions', 'Doble ang bilang ng spins ng VIP members sa progressive jackpot.'],
      ['Live baccarat streak bonus', 'Manalo ng anim na sunod na baccarat hands at kumita ng hanggang 888.00.'],
      ['Roulette lucky number', 'May dagdag na 10x ang straight-up na tama sa number ng araw.'],
      ['First sports bet insurance', 'Babalik bilang free bet ang una mong sports bet kapag natalo, hanggang 100.00.'],
      ['Esports finals cashback 5%', 'Babalik sa loob ng isang araw ang 5% ng net losses sa Mekong finals.'],
      ['Sports daily rebate 0.6%', 'Balik ang 0.6% ng valid sports bets araw-araw, walang wagering.'],
      ['Fishing daily rebate 1%', 'Balik ang 1% ng valid fishing bets araw-araw.'],
      ['Card games weekly rebate 0.8%', 'Balik ang 0.8% ng valid card-game bets tuwing Lunes.'],
      ['Fish boss bounty', 'Makahuli ng tatlong boss sa isang araw para sa 58.00 bounty.'],
      ['VN Lotto 45s happy hour', 'Tataas nang 5% ang odds sa bawat 45-second draw mula 19:00 hanggang 20:00.'],
      ['Point mall: 1,000 points welcome gift', 'May 1,000 points ang mga bagong member pagkatapos ng first deposit.'],
      ['Top 20 bettors ng buwan', 'Paghahatian ng 20 pinakamalaking bettor ng buwan ang 30,000.00.'],
      ['Second deposit bonus 50%', 'Dagdag na 50% sa pangalawang deposit mo, hanggang 300.00.'],
      ['Weekend deposit 8%', 'May dagdag na 8% ang deposit sa Sabado at Linggo, hanggang 500.00.'],
      ['App-only free spins', '20 free spins kada linggo para sa mga member na naglalaro sa app.'],
      [
        'Mag-invite ng kaibigan: 58.00 bawat isa',
        'Kumita ng 58.00 sa bawat kaibigang magde-deposit at tataya ng 500.00.',
      ],
      ['Daily check-in', 'Mag-log in nang pitong sunod na araw para sa prize na lumalaki araw-araw.'],
      ['Newbie mission pack', 'Limang mission sa unang linggo mo, 88.00 na prizes.'],
    ],
    moreSteps: [
      'Mag-log in at buksan ang promotion na ito.',
      'Piliin ang Join bago maglaro.',
      'Laruin ang mga kwalipikadong laro bago matapos ang period.',
    ],
    moreTerms: (times) => [
      'Papasok ang prizes sa loob ng 24 oras matapos ang period.',
      `I-wager ang prize nang ${times} beses bago mag-withdraw.`,
    ],
  },
  vipName: (level) => (level === 0 ? 'Regular na Member' : `VIP${level}`),
};
