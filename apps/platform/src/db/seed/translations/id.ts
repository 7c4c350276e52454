import type { SeedLanguage } from './types';

/** Indonesian. */
export const ID: SeedLanguage = {
  code: 'ID',
  notices: [
    [
      'Maintenance provider olahraga 15 Juni, 03:00–05:00 (GMT+7)',
      '<p>Taruhan olahraga dihentikan sementara selama maintenance provider. Taruhan yang masih berjalan tetap diselesaikan seperti biasa.</p>',
    ],
    [
      'Deposit QRIS bank kini masuk kurang dari 1 menit',
      '<p>Deposit lewat QR bank masuk otomatis, biasanya dalam satu menit.</p>',
    ],
    [
      'Kami tidak pernah meminta kata sandi Anda: waspada CS palsu',
      '<p>Staf kami tidak pernah meminta kata sandi atau kode SMS Anda, baik lewat chat maupun telepon.</p>',
    ],
    ['Slot baru dari Golden Reel Studios setiap Jumat', '<p>Cek rilisan minggu ini di <em>Slot → Baru</em>.</p>'],
    [
      'Limit penarikan harian lebih tinggi untuk VIP5 ke atas',
      '<p>Member VIP5 kini bisa menarik hingga 300,000.00 per hari; lihat halaman VIP untuk limit setiap level.</p>',
    ],
  ],
  announcements: [
    [
      'Festival musim panas: 30 hari penuh hadiah',
      '<p>Dari <strong>1 Juli sampai 30 Juli</strong> ada hadiah baru setiap hari: free spin, bonus reload, dan undian berhadiah.</p><p>Lihat halaman promosi untuk penawaran setiap harinya.</p>',
    ],
    [
      'Studio live baru: Lotus Live',
      '<p>Enam meja baccarat dan dragon tiger baru dari <em>Lotus Live</em> sudah buka di live casino.</p>',
    ],
    [
      'Peringatan keamanan: gunakan link resmi saja',
      '<p>Situs palsu meniru halaman kami untuk mencuri akun. Selalu login dari alamat resmi.</p><script>alert(\'xss\')</script><img src=x onerror="alert(document.cookie)"><p>Kami tidak pernah meminta kata sandi atau kode SMS Anda.</p>',
    ],
    [
      'Maintenance terjadwal 12 Juni',
      '<p>Situs tidak dapat diakses pada <strong>12 Juni pukul 02:00 sampai 04:00 (GMT+7)</strong> karena peningkatan sistem.</p><p>Saldo dan taruhan tidak terpengaruh.</p>',
    ],
    [
      'Waktu penarikan selama libur',
      '<p>Penarikan yang diajukan antara 30 April dan 1 Mei bisa memakan waktu hingga <strong>2 jam</strong> untuk masuk.</p>',
    ],
    [
      'Pastikan data rekening bank Anda terbaru',
      '<p>Penarikan hanya dikirim ke rekening bank atas nama Anda sendiri. Perbarui di <em>Akun saya → Kartu bank</em>.</p>',
    ],
    [
      'Metode deposit baru: QR bank',
      '<p>Scan kode QR dengan aplikasi bank Anda dan deposit masuk dalam <strong>1 menit</strong>.</p><ul><li>Minimal 10.00</li><li>Maksimal 50,000.00</li></ul>',
    ],
    [
      'Verifikasi saat login dari perangkat baru',
      '<p>Saat Anda login dari perangkat baru, kami mengirim kode ke nomor HP atau email yang terhubung. Pastikan datanya selalu benar.</p>',
    ],
    [
      'Selamat datang di Tessera',
      '<h3>Selamat datang!</h3><p>Klaim <strong>bonus deposit pertama 100%</strong> hingga 500.00 dan jelajahi lebih dari 10,000 game.</p>',
    ],
    [
      'Aplikasi Tessera sudah hadir',
      '<p>Pasang aplikasinya dari <a href="/down">halaman unduhan</a> untuk login lebih cepat dan notifikasi langsung.</p>',
    ],
    [
      'Rebate slot naik jadi 1.2%',
      '<p>Mulai hari ini, taruhan valid di slot mendapat <strong>rebate harian 1.2%</strong>, dibayar paling lambat pukul 12:00 keesokan harinya.</p>',
    ],
    [
      'Boost parlay akhir pekan ini',
      '<p>Parlay empat tim atau lebih dapat tambahan kemenangan hingga <strong>20%</strong> pada hari Sabtu dan Minggu.</p>',
    ],
    [
      'Angka hoki hari ini',
      '<p>Pasang angka hoki hari ini di VN Lotto, tembus langsung dibayar <strong>88x</strong>.</p>',
    ],
    [
      'Customer service siap 24 jam',
      '<p>Live chat kami siap membantu 24 jam sehari, 7 hari seminggu. Member VIP5 ke atas punya host pribadi.</p>',
    ],
    [
      'Batas bonus deposit diperbarui',
      '<p>Mulai 1 Juni, bonus reload harian maksimal <strong>200.00</strong> per member per hari.</p>',
    ],
    [
      'Syarat layanan diperbarui',
      '<p>Kami memperbarui syarat layanan pada 1 Mei 2024. Baca selengkapnya di <a href="/help">pusat bantuan</a>.</p>',
    ],
  ],
  months: ['Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember', 'Januari', 'Februari'],
  routine: (type, n, month, studio) => {
    switch (type) {
      case 'B':
        return [
          `${studio}: game baru bulan ini`,
          `<p>Rilisan baru dari <strong>${studio}</strong> sudah ada di lobi. Cari di bagian <em>Baru</em>.</p>`,
        ];
      case 'PL':
        return n % 3 === 0
          ? [
              `Maintenance terjadwal ${month} (${n})`,
              `<p>Situs tidak dapat diakses hingga dua jam pada Selasa pertama bulan ${month}, mulai pukul 02:00 (GMT+7).</p><p>Saldo dan taruhan tidak terpengaruh.</p>`,
            ]
          : n % 3 === 1
            ? [
                `Info maintenance ${studio} (${n})`,
                `<p>Game dari <em>${studio}</em> berhenti sementara untuk maintenance sekitar satu jam. Ronde yang berjalan tetap diselesaikan seperti biasa.</p>`,
              ]
            : [
                `Pembaruan channel pembayaran (${n})`,
                `<p>Limit deposit salah satu channel berubah mulai ${month}: lihat <em>Deposit</em> untuk minimal dan maksimal tiap channel.</p>`,
              ];
      case 'PU':
        return [
          `Promo sambutan ${month}`,
          `<p>Member baru yang deposit di bulan ${month} dapat <strong>100% hingga 500.00</strong>.</p>`,
        ];
      case 'PR':
        return [
          `Kalender promo ${month} (${n})`,
          `<p>Rebate, reload, dan turnamen bulan ${month} ada di halaman promosi.</p>`,
        ];
      default:
        return [
          `Pembaruan pusat bantuan (${n})`,
          `<p>Kami menambahkan jawaban seputar ${n % 2 ? 'deposit dan penarikan' : 'level VIP dan rebate'} di <a href="/help">pusat bantuan</a>.</p>`,
        ];
    }
  },
  agentAnnouncements: [
    [
      'Laporan komisi Juni',
      '<p>Laporan komisi bulan Juni sudah tersedia di <em>Pendapatan saya</em>. Pembayaran masuk ke dompet utama paling lambat <strong>5 Juli</strong>.</p><p>Ada pertanyaan soal angka? Hubungi manajer agen Anda dalam 7 hari.</p>',
    ],
    [
      'Rekrut 5 member aktif, dapat bonus 300.00',
      '<p>Setiap agen yang downline barunya mencakup <strong>5 member aktif</strong> (masing-masing taruhan valid 500.00) antara 1 dan 31 Juli mendapat bonus sekali <strong>300.00</strong>.</p><ul><li>Setiap member aktif dihitung satu kali</li><li>Dibayar bersama laporan pertama bulan Agustus</li></ul>',
    ],
    [
      'Membuat akun untuk tim Anda',
      "<p>Kini Anda bisa membuka akun untuk member baru sendiri lewat menu <em>Daftar</em> di pusat agen. Mereka langsung masuk tim Anda; minta mereka mengganti kata sandi saat login pertama.</p><script>alert('xss')</script>",
    ],
    [
      'Pembaruan kebijakan agen: periode dividen',
      '<p>Mulai 1 Juli, kontrak dividen secara default dihitung <strong>setiap setengah bulan</strong>. Kontrak yang sudah ada tetap memakai periodenya sampai diperpanjang.</p>',
    ],
    [
      'Jangan pernah membagikan kata sandi member',
      '<p>Staf tidak akan pernah meminta kata sandi member Anda. Laporkan setiap permintaan seperti itu ke customer service.</p>',
    ],
    [
      'Data taruhan tim kini diperbarui tiap menit',
      '<p>Ringkasan tim dan taruhan tim kini menampilkan taruhan hingga satu menit yang lalu.</p>',
    ],
    [
      'Tarif gaji harian naik untuk agen teratas',
      '<p>Agen yang taruhan valid harian timnya mencapai <strong>50,000.00</strong> mendapat tarif gaji harian <strong>0.8%</strong>.</p>',
    ],
    [
      'Selamat datang di pusat agen',
      '<p>Pantau tim, taruhan, dan pendapatan Anda di satu tempat. Mulai dari <em>Ringkasan tim</em>.</p>',
    ],
  ],
  help: [
    {
      title: 'Tentang Tessera',
      content:
        '<p>Tessera adalah situs game online dengan live casino, slot, tembak ikan, game kartu, olahraga, esports, dan lotere. Anda harus berusia <strong>18 tahun ke atas</strong> untuk bermain.</p>',
      children: [
        {
          title: 'Lisensi dan fair play',
          content:
            '<p>Kami memegang lisensi operator game, dan generator angka acak kami disertifikasi adil oleh laboratorium uji independen.</p>',
        },
        {
          title: 'Hubungi kami',
          content:
            '<p>Live chat siap 24/7 lewat tombol customer service di setiap halaman. Member VIP5 ke atas punya host VIP pribadi.</p>',
        },
      ],
    },
    {
      title: 'Akun',
      content: '<p>Semua tentang membuat dan mengelola akun Anda.</p>',
      children: [
        {
          title: 'Cara daftar',
          content:
            '<ol><li>Pilih <em>Daftar</em>.</li><li>Buat username (6–16 huruf dan angka, diawali huruf) atau gunakan nomor HP.</li><li>Buat kata sandi 6–20 karakter berisi huruf dan angka.</li></ol><p>Satu akun untuk satu orang.</p>',
        },
        {
          title: 'Login dengan aman',
          content:
            '<p>Login dengan username dan kata sandi, atau dengan kode yang dikirim ke HP Anda. Dari perangkat baru kami meminta verifikasi tambahan.</p>',
        },
        {
          title: 'Lupa kata sandi',
          content:
            '<p>Pilih <em>Lupa kata sandi</em> di layar login lalu reset lewat email atau kode yang dikirim ke nomor HP Anda.</p>',
        },
      ],
    },
    {
      title: 'Deposit',
      content: '<p>Deposit masuk ke dompet utama Anda.</p>',
      children: [
        {
          title: 'Cara deposit',
          content:
            '<ol><li>Buka <em>Deposit</em>.</li><li>Pilih metode dan masukkan nominal.</li><li>Ikuti langkah pembayaran; saldo bertambah setelah pembayaran dikonfirmasi.</li></ol>',
        },
        {
          title: 'Metode pembayaran',
          content:
            '<ul><li>Transfer bank</li><li>QR bank (biasanya dalam 1 menit)</li><li>E-wallet</li><li>USDT</li><li>Voucher pulsa</li><li>Uang elektronik seluler</li></ul><p>Minimal deposit 10.00.</p>',
        },
        {
          title: 'Deposit belum masuk',
          content:
            '<p>Sebagian besar deposit masuk dalam beberapa menit. Jika setelah 30 menit belum masuk, kirim bukti transfer ke live chat.</p>',
        },
      ],
    },
    {
      title: 'Penarikan',
      content: '<p>Penarikan dikirim ke rekening bank atas nama Anda sendiri.</p>',
      children: [
        {
          title: 'Cara menarik dana',
          content:
            '<ol><li>Buka <em>Tarik dana</em>.</li><li>Pilih kartu bank dan masukkan nominal.</li><li>Konfirmasi dengan kata sandi pembayaran.</li></ol>',
        },
        {
          title: 'Limit dan waktu proses',
          content:
            '<p>Limit harian tergantung level VIP Anda (lihat halaman VIP). Sebagian besar penarikan masuk dalam 15 menit.</p>',
        },
      ],
    },
    {
      title: 'Promosi dan VIP',
      content: '<p>Bonus, rebate, dan keuntungan VIP.</p>',
      children: [
        {
          title: 'Klaim promosi',
          content:
            '<p>Buka promosinya lalu pilih <em>Ikut</em>. Setiap promosi mencantumkan syarat turnover dan tanggal berakhir; baca syaratnya sebelum klaim.</p>',
        },
        {
          title: 'Level VIP',
          content:
            '<p>Level Anda naik seiring total deposit dan taruhan valid. Level lebih tinggi berarti rebate lebih besar, bonus bulanan, dan limit penarikan lebih tinggi.</p>',
        },
      ],
    },
    {
      title: 'Bermain bertanggung jawab',
      content: '<p>Bermainlah untuk hiburan, dan hanya dengan uang yang siap Anda relakan.</p>',
      children: [
        {
          title: 'Mengatur limit',
          content:
            '<p>Minta live chat mengatur limit deposit harian, mingguan, atau bulanan. Menurunkan limit langsung berlaku; menaikkannya setelah 24 jam.</p>',
        },
        {
          title: 'Rehat sejenak',
          content:
            '<p>Anda bisa menutup akun selama 1 minggu, 1 bulan, 6 bulan, atau selamanya. Selama rehat Anda tidak bisa login.</p>',
        },
      ],
    },
    {
      title: 'Syarat dan privasi',
      content:
        '<p>Baca <a href="/static/terms.html">syarat dan ketentuan</a>. Kami menyimpan data pribadi Anda hanya untuk menjalankan akun Anda dan tidak pernah menjualnya.</p>',
    },
    {
      title: 'Game',
      content:
        '<p>Slot, live casino, tembak ikan, game kartu, olahraga, esports, sabung ayam, dan lotere dari lebih dari 80 studio.</p>',
      children: [
        {
          title: 'Mencari game',
          content:
            '<p>Setiap kategori menampilkan studionya; filter slot berdasarkan studio, jenis, taruhan minimal, atau jumlah line, atau cari berdasarkan nama.</p>',
        },
        {
          title: 'Studio sedang maintenance',
          content:
            '<p>Studio yang sedang maintenance diberi tanda dan gamenya tidak bisa dibuka sampai kembali normal.</p>',
        },
        {
          title: 'Dompet game',
          content:
            '<p>Beberapa studio memakai dompetnya sendiri. Pindahkan saldo antara dompet utama dan dompet game di <em>Dompet → Transfer</em>.</p>',
        },
        {
          title: 'Riwayat taruhan',
          content:
            '<p>Setiap taruhan yang sudah selesai ada di <em>Riwayat taruhan</em>, 31 hari sekali tampil, lengkap dengan total periodenya.</p>',
        },
      ],
    },
  ],
  promotions: {
    words: {
      howToTakePart: 'Cara ikut',
      terms: 'Syarat dan ketentuan',
      generalTerms: [
        'Satu bonus per member, rumah tangga, alamat IP, dan akun pembayaran.',
        'Taruhan di kedua sisi pada hasil yang sama, serta taruhan batal atau seri, tidak dihitung sebagai taruhan valid.',
        'Tessera berhak mengubah atau menghentikan promosi ini dan menahan bonus dari permainan curang.',
      ],
    },
    full: [
      {
        title: 'Bonus sambutan 100% hingga 500.00',
        summary: 'Gandakan deposit pertama Anda, hingga 500.00.',
        steps: ['Daftar dan verifikasi nomor HP Anda.', 'Pilih promosi ini sebelum deposit.', 'Deposit minimal 20.00.'],
        terms: [
          'Bonus 100% dari deposit pertama, maksimal 500.00.',
          'Turnover deposit plus bonus 15 kali dalam 30 hari sebelum penarikan.',
          'Slot dihitung 100%, live casino 10%, olahraga 50% untuk turnover.',
        ],
      },
      {
        title: 'Reload harian 10%',
        summary: 'Tambahan 10% untuk deposit pertama setiap hari.',
        steps: ['Deposit minimal 50.00.', 'Klaim bonus di pusat hadiah pada hari yang sama.'],
        terms: [
          'Bonus 10% dari deposit, maksimal 200.00 per hari.',
          'Turnover deposit plus bonus 8 kali.',
          'Satu hari dihitung dari 00:00 sampai 23:59 (GMT+7).',
        ],
      },
      {
        title: 'Rebate harian slot 1.2%',
        summary: '1.2% dari taruhan slot valid kembali setiap hari, tanpa turnover.',
        steps: ['Mainkan game slot apa saja.', 'Rebate dibayar paling lambat pukul 12:00 keesokan harinya.'],
        terms: [
          'Rebate 1.2% dari taruhan slot valid, maksimal 8,888.00 per hari.',
          'Rebate tanpa syarat turnover.',
          'Kemenangan jackpot dan ronde free spin tidak dihitung.',
        ],
      },
      {
        title: 'Rebate live casino 0.8%',
        summary: 'Setiap taruhan live casino yang valid dapat kembali 0.8%.',
        steps: ['Main di meja live mana saja.', 'Rebate dibayar setiap hari.'],
        terms: [
          'Rebate 0.8% dari taruhan valid, maksimal 5,000.00 per hari.',
          'Turnover rebate 1 kali.',
          'Taruhan tie di baccarat tidak dihitung.',
        ],
      },
      {
        title: 'Boost parlay hingga 20%',
        summary: 'Kemenangan tambahan untuk parlay empat tim atau lebih.',
        steps: [
          'Pasang parlay 4 tim atau lebih, masing-masing dengan odds minimal 1.50.',
          'Boost ditambahkan jika semua tim menang.',
        ],
        terms: [
          '4 tim +5%, 6 tim +10%, 8 tim atau lebih +20%.',
          'Boost maksimal 2,000.00 per parlay.',
          'Parlay yang sudah di-cash out tidak berlaku.',
        ],
      },
      {
        title: 'Berburu di lautan: jam hadiah tiga kali lipat',
        summary: 'Hadiah boss dibayar tiga kali lipat antara pukul 20:00 dan 21:00.',
        steps: [
          'Mainkan game tembak ikan apa saja selama jam hadiah.',
          'Hadiah tiga kali lipat dibayar bersama kemenangan game.',
        ],
        terms: [
          'Hanya target boss yang dibayar tiga kali lipat.',
          'Hadiah tambahan maksimal 1,000.00 per boss.',
          'Berlangsung setiap malam hingga 31 Desember 2030.',
        ],
      },
      {
        title: 'Turnamen mingguan Tien Len',
        summary: '50 pemain teratas minggu ini berbagi 20,000.00.',
        steps: [
          'Mainkan Tien Len di meja mana saja.',
          'Poin adalah kemenangan bersih Anda selama seminggu.',
          'Hadiah dibayar hari Senin.',
        ],
        terms: [
          'Juara 1 5,000.00, juara 2 3,000.00, juara 3 2,000.00, peringkat 4–50 berbagi 10,000.00.',
          'Hadiah tanpa syarat turnover.',
          'Satu minggu dari Senin 00:00 sampai Minggu 23:59 (GMT+7).',
        ],
      },
      {
        title: 'Angka hoki hari ini',
        summary: 'Tembus angka hoki hari ini dibayar 88x.',
        steps: ['Cek angka hoki di lobi VN Lotto.', 'Pasang angka itu di pasaran 2D mana saja.'],
        terms: [
          'Dibayar 88x saat tembus, menggantikan odds biasa.',
          'Taruhan yang dihitung maksimal 10.00 per pasaran.',
          'Satu angka hoki per hari.',
        ],
      },
      {
        title: 'Akhir pekan poin ganda',
        summary: 'Setiap taruhan valid di hari Sabtu dan Minggu dapat poin dua kali lipat.',
        steps: ['Mainkan game apa saja di akhir pekan.', 'Tukarkan poin di toko poin.'],
        terms: [
          'Poin tidak pernah hangus.',
          'Hadiah toko poin selama stok masih ada.',
          'Berlaku setiap akhir pekan hingga 31 Desember 2030.',
        ],
      },
      {
        title: 'Top 20 deposit bulan ini',
        summary: '20 pendeposit terbesar bulan ini berbagi 50,000.00.',
        steps: ['Lakukan deposit selama bulan berjalan.', 'Lihat peringkat Anda di halaman top 20.'],
        terms: [
          'Juara 1 10,000.00 sampai peringkat 20 500.00.',
          'Hadiah dibayar paling lambat tanggal 5 bulan berikutnya.',
          'Turnover hadiah 1 kali.',
        ],
      },
      {
        title: 'Bonus unduh aplikasi 8.88',
        summary: 'Login pertama kali lewat aplikasi dan dapatkan 8.88.',
        steps: ['Pasang aplikasi dari halaman unduhan.', 'Login lewat aplikasi.'],
        terms: ['Sekali per member dan perangkat.', 'Turnover bonus 3 kali.', 'Nomor HP harus sudah diverifikasi.'],
      },
      {
        title: 'Bonus ulang tahun VIP',
        summary: 'Bonus ulang tahun yang makin besar sesuai level VIP Anda.',
        steps: ['Tambahkan tanggal lahir di profil Anda.', 'Klaim bonus di bulan ulang tahun Anda.'],
        terms: [
          'Mulai 18.00 di VIP1 hingga 8,888.00 di VIP10.',
          'Tanggal lahir harus diisi 30 hari sebelumnya.',
          'Turnover bonus 1 kali.',
        ],
      },
      {
        title: 'Tantangan game mingguan',
        summary: 'Selesaikan misi minggu ini dan menangkan hadiah.',
        steps: ['Buka aktivitas misi di pusat member.', 'Selesaikan misi sebelum Minggu pukul 23:59.'],
        terms: [
          'Setiap misi dibayar sekali per minggu.',
          'Hadiah tanpa syarat turnover.',
          'Misi berganti setiap Senin.',
        ],
      },
      {
        title: 'Angpao Imlek',
        summary: 'Satu angpao setiap hari selama perayaan Imlek.',
        steps: ['Login setiap hari selama perayaan.', 'Buka angpao hari itu.'],
        terms: ['Satu angpao per hari, dari 1.00 sampai 888.00.', 'Berakhir 29 Februari 2024.'],
      },
    ],
    more: [
      [
        'Turnamen slot: total hadiah 30,000.00 per minggu',
        'Putar slot apa saja; multiplier tertinggi minggu ini berbagi total hadiah.',
      ],
      ['Free spin hari Jumat', 'Deposit di hari Jumat dan dapatkan hingga 50 free spin di slot baru minggu ini.'],
      ['Pemburu jackpot: kontribusi jackpot 2x', 'Spin member VIP dihitung dua kali untuk jackpot progresif.'],
      ['Bonus beruntun baccarat live', 'Menang enam tangan baccarat berturut-turut dan raih hingga 888.00.'],
      ['Angka hoki roulette', 'Tembus straight-up di angka hari ini dapat tambahan 10x.'],
      [
        'Asuransi taruhan olahraga pertama',
        'Taruhan olahraga pertama Anda kembali sebagai free bet jika kalah, hingga 100.00.',
      ],
      ['Cashback 5% final esports', '5% kekalahan bersih di final Mekong kembali dalam satu hari.'],
      ['Rebate harian olahraga 0.6%', '0.6% dari taruhan olahraga valid kembali setiap hari, tanpa turnover.'],
      ['Rebate harian tembak ikan 1%', '1% dari taruhan tembak ikan valid kembali setiap hari.'],
      ['Rebate mingguan game kartu 0.8%', '0.8% dari taruhan game kartu valid kembali setiap Senin.'],
      ['Hadiah buruan boss ikan', 'Tangkap tiga boss dalam sehari dan dapatkan hadiah 58.00.'],
      ['Happy hour VN Lotto 45 detik', 'Odds naik 5% untuk setiap pasaran 45 detik dari pukul 19:00 sampai 20:00.'],
      ['Toko poin: hadiah sambutan 1,000 poin', 'Member baru mendapat 1,000 poin setelah deposit pertama.'],
      ['Top 20 taruhan bulan ini', '20 petaruh terbesar bulan ini berbagi 30,000.00.'],
      ['Bonus deposit kedua 50%', 'Tambahan 50% untuk deposit kedua Anda, hingga 300.00.'],
      ['Deposit akhir pekan 8%', 'Deposit di hari Sabtu dan Minggu dapat tambahan 8%, hingga 500.00.'],
      ['Free spin khusus aplikasi', '20 free spin setiap minggu untuk member yang bermain di aplikasi.'],
      ['Ajak teman: 58.00 per orang', 'Dapatkan 58.00 untuk setiap teman yang deposit dan bertaruh 500.00.'],
      ['Check-in harian', 'Login tujuh hari berturut-turut, hadiahnya naik setiap hari.'],
      ['Paket misi member baru', 'Lima misi di minggu pertama Anda, total hadiah 88.00.'],
    ],
    moreSteps: [
      'Login dan buka promosi ini.',
      'Pilih Ikut sebelum bermain.',
      'Mainkan game yang berlaku sebelum periode berakhir.',
    ],
    moreTerms: (times) => [
      'Hadiah dikreditkan dalam 24 jam setelah periode berakhir.',
      `Turnover hadiah ${times} kali sebelum penarikan.`,
    ],
  },
  vipName: (level) => (level === 0 ? 'Member Reguler' : `VIP${level}`),
};
