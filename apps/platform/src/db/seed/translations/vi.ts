import type { SeedLanguage } from './types';

/** Vietnamese. */
export const VI: SeedLanguage = {
  code: 'VI',
  notices: [
    [
      'Bảo trì nhà cung cấp thể thao ngày 15/6, 03:00–05:00 (GMT+7)',
      '<p>Cá cược thể thao tạm dừng trong thời gian nhà cung cấp bảo trì. Các vé cược đang mở vẫn được thanh toán bình thường.</p>',
    ],
    [
      'Nạp tiền qua QR ngân hàng giờ chỉ mất chưa đến 1 phút',
      '<p>Tiền nạp qua QR ngân hàng được cộng tự động, thường chỉ trong vòng một phút.</p>',
    ],
    [
      'Chúng tôi không bao giờ hỏi mật khẩu của bạn: cẩn thận với tài khoản CSKH giả mạo',
      '<p>Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã SMS của bạn, dù qua chat hay điện thoại.</p>',
    ],
    [
      'Slot mới từ Golden Reel Studios vào thứ Sáu hằng tuần',
      '<p>Xem các game mới trong tuần tại <em>Slot → Mới</em>.</p>',
    ],
    [
      'Nâng hạn mức rút tiền mỗi ngày cho VIP5 trở lên',
      '<p>Thành viên VIP5 giờ có thể rút tối đa 300,000.00 mỗi ngày; xem trang VIP để biết hạn mức từng cấp.</p>',
    ],
  ],
  announcements: [
    [
      'Lễ hội mùa hè: 30 ngày nhận thưởng',
      '<p>Từ <strong>1/7 đến 30/7</strong>, ngày nào cũng có quà mới: vòng quay miễn phí, thưởng nạp lại và bốc thăm may mắn.</p><p>Xem trang khuyến mãi để biết ưu đãi của từng ngày.</p>',
    ],
    [
      'Sảnh live mới: Lotus Live',
      '<p>Sáu bàn baccarat và rồng hổ mới từ <em>Lotus Live</em> đã mở tại sòng bài trực tuyến.</p>',
    ],
    [
      'Cảnh báo bảo mật: chỉ dùng đường link chính thức',
      '<p>Các trang giả mạo sao chép giao diện của chúng tôi để đánh cắp tài khoản. Hãy luôn đăng nhập từ địa chỉ chính thức.</p><script>alert(\'xss\')</script><img src=x onerror="alert(document.cookie)"><p>Chúng tôi không bao giờ hỏi mật khẩu hay mã SMS của bạn.</p>',
    ],
    [
      'Bảo trì định kỳ ngày 12/6',
      '<p>Hệ thống tạm ngưng vào <strong>ngày 12/6 từ 02:00 đến 04:00 (GMT+7)</strong> để nâng cấp.</p><p>Số dư và vé cược không bị ảnh hưởng.</p>',
    ],
    [
      'Thời gian rút tiền dịp lễ',
      '<p>Lệnh rút tiền từ 30/4 đến 1/5 có thể mất đến <strong>2 giờ</strong> mới về tài khoản.</p>',
    ],
    [
      'Cập nhật thông tin ngân hàng của bạn',
      '<p>Tiền rút chỉ được chuyển vào tài khoản ngân hàng đứng tên chính bạn. Cập nhật tại <em>Tài khoản → Thẻ ngân hàng</em>.</p>',
    ],
    [
      'Phương thức nạp mới: QR ngân hàng',
      '<p>Quét mã QR bằng ứng dụng ngân hàng, tiền được cộng trong vòng <strong>1 phút</strong>.</p><ul><li>Tối thiểu 10.00</li><li>Tối đa 50,000.00</li></ul>',
    ],
    [
      'Xác minh khi đăng nhập từ thiết bị mới',
      '<p>Khi bạn đăng nhập từ thiết bị mới, chúng tôi sẽ gửi mã đến số điện thoại hoặc email đã liên kết. Hãy giữ thông tin này luôn chính xác.</p>',
    ],
    [
      'Chào mừng đến với Tessera',
      '<h3>Chào mừng bạn!</h3><p>Nhận ngay <strong>thưởng 100% lần nạp đầu</strong> tối đa 500.00 và khám phá hơn 10,000 trò chơi.</p>',
    ],
    [
      'Ứng dụng Tessera đã ra mắt',
      '<p>Tải ứng dụng tại <a href="/down">trang tải về</a> để đăng nhập nhanh hơn và nhận thông báo.</p>',
    ],
    [
      'Hoàn trả slot tăng lên 1.2%',
      '<p>Từ hôm nay, cược hợp lệ ở slot được <strong>hoàn trả 1.2% mỗi ngày</strong>, trả trước 12:00 hôm sau.</p>',
    ],
    [
      'Tăng thưởng cược xiên cuối tuần này',
      '<p>Cược xiên từ bốn kèo trở lên được cộng thêm đến <strong>20% tiền thắng</strong> vào thứ Bảy và Chủ nhật.</p>',
    ],
    [
      'Con số may mắn trong ngày',
      '<p>Đặt cược vào con số may mắn của ngày trong VN Lotto, trúng là ăn <strong>88 lần</strong>.</p>',
    ],
    [
      'CSKH trực tuyến 24/7',
      '<p>Bộ phận chat trực tuyến hỗ trợ 24 giờ mỗi ngày, 7 ngày mỗi tuần. Thành viên VIP5 trở lên có chuyên viên riêng.</p>',
    ],
    [
      'Cập nhật hạn mức thưởng nạp',
      '<p>Từ ngày 1/6, thưởng nạp lại hằng ngày tối đa <strong>200.00</strong> cho mỗi thành viên mỗi ngày.</p>',
    ],
    [
      'Cập nhật điều khoản dịch vụ',
      '<p>Điều khoản dịch vụ đã được cập nhật ngày 1/5/2024. Xem tại <a href="/help">trung tâm trợ giúp</a>.</p>',
    ],
  ],
  months: ['tháng 6', 'tháng 7', 'tháng 8', 'tháng 9', 'tháng 10', 'tháng 11', 'tháng 12', 'tháng 1', 'tháng 2'],
  routine: (type, n, month, studio) => {
    switch (type) {
      case 'B':
        return [
          `${studio}: game mới trong tháng`,
          `<p>Các game mới từ <strong>${studio}</strong> đã có trong sảnh. Tìm tại mục <em>Mới</em>.</p>`,
        ];
      case 'PL':
        return n % 3 === 0
          ? [
              `Bảo trì định kỳ ${month} (${n})`,
              `<p>Hệ thống tạm ngưng tối đa hai giờ vào thứ Ba đầu tiên của ${month}, từ 02:00 (GMT+7).</p><p>Số dư và vé cược không bị ảnh hưởng.</p>`,
            ]
          : n % 3 === 1
            ? [
                `Thông báo bảo trì ${studio} (${n})`,
                `<p>Các game của <em>${studio}</em> tạm dừng bảo trì khoảng một giờ. Ván đang chơi vẫn được thanh toán bình thường.</p>`,
              ]
            : [
                `Cập nhật kênh thanh toán (${n})`,
                `<p>Hạn mức nạp của một kênh thay đổi từ ${month}: xem mục <em>Nạp tiền</em> để biết mức tối thiểu và tối đa của từng kênh.</p>`,
              ];
      case 'PU':
        return [
          `Ưu đãi chào mừng ${month}`,
          `<p>Thành viên mới nạp tiền trong ${month} nhận <strong>100% tối đa 500.00</strong>.</p>`,
        ];
      case 'PR':
        return [
          `Lịch khuyến mãi ${month} (${n})`,
          `<p>Hoàn trả, thưởng nạp lại và giải đấu ${month} có trên trang khuyến mãi.</p>`,
        ];
      default:
        return [
          `Cập nhật trung tâm trợ giúp (${n})`,
          `<p>Chúng tôi đã bổ sung giải đáp về ${n % 2 ? 'nạp và rút tiền' : 'cấp VIP và hoàn trả'} tại <a href="/help">trung tâm trợ giúp</a>.</p>`,
        ];
    }
  },
  agentAnnouncements: [
    [
      'Bảng kê hoa hồng tháng 6',
      '<p>Bảng kê hoa hồng tháng 6 đã có tại <em>Thu nhập của tôi</em>. Tiền sẽ về ví chính trước <strong>ngày 5/7</strong>.</p><p>Có thắc mắc về số liệu? Liên hệ quản lý đại lý trong vòng 7 ngày.</p>',
    ],
    [
      'Tuyển 5 thành viên hoạt động, nhận thưởng 300.00',
      '<p>Đại lý có tuyến dưới mới gồm <strong>5 thành viên hoạt động</strong> (mỗi người cược hợp lệ 500.00) từ 1/7 đến 31/7 sẽ nhận thưởng một lần <strong>300.00</strong>.</p><ul><li>Mỗi thành viên hoạt động chỉ tính một lần</li><li>Trả cùng bảng kê đầu tiên của tháng 8</li></ul>',
    ],
    [
      'Tạo tài khoản cho đội nhóm',
      "<p>Giờ bạn có thể tự mở tài khoản cho thành viên mới tại mục <em>Đăng ký</em> trong trung tâm đại lý. Họ vào đội của bạn ngay lập tức; hãy nhắc họ đổi mật khẩu khi đăng nhập lần đầu.</p><script>alert('xss')</script>",
    ],
    [
      'Cập nhật chính sách đại lý: kỳ chia cổ tức',
      '<p>Từ 1/7, hợp đồng cổ tức mặc định được quyết toán <strong>nửa tháng một lần</strong>. Hợp đồng hiện có giữ nguyên kỳ cho đến khi gia hạn.</p>',
    ],
    [
      'Không bao giờ chia sẻ mật khẩu của thành viên',
      '<p>Nhân viên sẽ không bao giờ hỏi mật khẩu của thành viên bạn quản lý. Hãy báo ngay cho CSKH nếu có ai yêu cầu.</p>',
    ],
    [
      'Số liệu cược của đội giờ cập nhật mỗi phút',
      '<p>Tổng quan đội và cược của đội giờ hiển thị cả các cược vừa đặt cách đây một phút.</p>',
    ],
    [
      'Tăng mức lương ngày cho đại lý hàng đầu',
      '<p>Đại lý có tổng cược hợp lệ của đội mỗi ngày đạt <strong>50,000.00</strong> được hưởng mức lương ngày <strong>0.8%</strong>.</p>',
    ],
    [
      'Chào mừng đến trung tâm đại lý',
      '<p>Theo dõi đội nhóm, cược và thu nhập của bạn tại một nơi. Bắt đầu với <em>Tổng quan đội</em>.</p>',
    ],
  ],
  help: [
    {
      title: 'Giới thiệu Tessera',
      content:
        '<p>Tessera là trang giải trí trực tuyến với sòng bài live, slot, bắn cá, game bài, thể thao, esports và xổ số. Bạn phải <strong>đủ 18 tuổi trở lên</strong> để tham gia.</p>',
      children: [
        {
          title: 'Giấy phép và chơi công bằng',
          content:
            '<p>Chúng tôi có giấy phép nhà điều hành trò chơi, và bộ tạo số ngẫu nhiên được phòng thử nghiệm độc lập chứng nhận công bằng.</p>',
        },
        {
          title: 'Liên hệ',
          content:
            '<p>Chat trực tuyến hỗ trợ 24/7 qua nút CSKH trên mọi trang. Thành viên VIP5 trở lên có chuyên viên VIP riêng.</p>',
        },
      ],
    },
    {
      title: 'Tài khoản',
      content: '<p>Mọi điều về việc mở và quản lý tài khoản của bạn.</p>',
      children: [
        {
          title: 'Đăng ký',
          content:
            '<ol><li>Chọn <em>Đăng ký</em>.</li><li>Chọn tên đăng nhập (6–16 chữ cái và số, bắt đầu bằng chữ cái) hoặc dùng số điện thoại.</li><li>Đặt mật khẩu 6–20 ký tự gồm cả chữ và số.</li></ol><p>Mỗi người chỉ được một tài khoản.</p>',
        },
        {
          title: 'Đăng nhập an toàn',
          content:
            '<p>Đăng nhập bằng tên đăng nhập và mật khẩu, hoặc bằng mã gửi đến điện thoại. Khi dùng thiết bị mới, chúng tôi sẽ yêu cầu xác minh thêm một bước.</p>',
        },
        {
          title: 'Quên mật khẩu',
          content:
            '<p>Chọn <em>Quên mật khẩu</em> ở màn hình đăng nhập và đặt lại qua email hoặc mã gửi đến số điện thoại.</p>',
        },
      ],
    },
    {
      title: 'Nạp tiền',
      content: '<p>Tiền nạp được cộng vào ví chính của bạn.</p>',
      children: [
        {
          title: 'Cách nạp tiền',
          content:
            '<ol><li>Mở <em>Nạp tiền</em>.</li><li>Chọn phương thức và nhập số tiền.</li><li>Làm theo các bước thanh toán; số dư được cập nhật khi giao dịch được xác nhận.</li></ol>',
        },
        {
          title: 'Phương thức thanh toán',
          content:
            '<ul><li>Chuyển khoản ngân hàng</li><li>QR ngân hàng (thường trong 1 phút)</li><li>Ví điện tử</li><li>USDT</li><li>Thẻ cào</li><li>Ví di động</li></ul><p>Nạp tối thiểu 10.00.</p>',
        },
        {
          title: 'Chưa nhận được tiền nạp',
          content:
            '<p>Phần lớn giao dịch nạp về trong vài phút. Nếu sau 30 phút vẫn chưa nhận được, hãy gửi biên lai thanh toán cho chat trực tuyến.</p>',
        },
      ],
    },
    {
      title: 'Rút tiền',
      content: '<p>Tiền rút được chuyển vào tài khoản ngân hàng đứng tên chính bạn.</p>',
      children: [
        {
          title: 'Cách rút tiền',
          content:
            '<ol><li>Mở <em>Rút tiền</em>.</li><li>Chọn thẻ ngân hàng và nhập số tiền.</li><li>Xác nhận bằng mật khẩu thanh toán.</li></ol>',
        },
        {
          title: 'Hạn mức và thời gian',
          content: '<p>Hạn mức mỗi ngày tùy theo cấp VIP (xem trang VIP). Phần lớn lệnh rút về trong vòng 15 phút.</p>',
        },
      ],
    },
    {
      title: 'Khuyến mãi và VIP',
      content: '<p>Tiền thưởng, hoàn trả và đặc quyền VIP.</p>',
      children: [
        {
          title: 'Nhận khuyến mãi',
          content:
            '<p>Mở khuyến mãi và chọn <em>Tham gia</em>. Mỗi khuyến mãi ghi rõ vòng cược yêu cầu và ngày kết thúc; hãy đọc điều khoản trước khi nhận.</p>',
        },
        {
          title: 'Cấp VIP',
          content:
            '<p>Cấp của bạn tăng theo tổng nạp và tổng cược hợp lệ. Cấp càng cao, hoàn trả càng lớn, thưởng tháng càng nhiều và hạn mức rút càng cao.</p>',
        },
      ],
    },
    {
      title: 'Chơi có trách nhiệm',
      content: '<p>Chơi để giải trí, và chỉ dùng số tiền bạn có thể chấp nhận mất.</p>',
      children: [
        {
          title: 'Đặt giới hạn',
          content:
            '<p>Nhờ chat trực tuyến đặt giới hạn nạp theo ngày, tuần hoặc tháng. Giảm giới hạn có hiệu lực ngay; tăng giới hạn có hiệu lực sau 24 giờ.</p>',
        },
        {
          title: 'Tạm nghỉ',
          content:
            '<p>Bạn có thể khóa tài khoản 1 tuần, 1 tháng, 6 tháng hoặc vĩnh viễn. Trong thời gian tạm nghỉ bạn không thể đăng nhập.</p>',
        },
      ],
    },
    {
      title: 'Điều khoản và quyền riêng tư',
      content:
        '<p>Đọc <a href="/static/terms.html">điều khoản và điều kiện</a>. Chúng tôi chỉ lưu dữ liệu cá nhân để vận hành tài khoản của bạn và không bao giờ bán dữ liệu.</p>',
    },
    {
      title: 'Trò chơi',
      content:
        '<p>Slot, sòng bài live, bắn cá, game bài, thể thao, esports, đá gà và xổ số từ hơn 80 nhà phát hành.</p>',
      children: [
        {
          title: 'Tìm trò chơi',
          content:
            '<p>Mỗi danh mục liệt kê các nhà phát hành; lọc slot theo nhà phát hành, thể loại, mức cược tối thiểu hoặc số dòng, hoặc tìm theo tên.</p>',
        },
        {
          title: 'Nhà phát hành bảo trì',
          content:
            '<p>Nhà phát hành đang bảo trì sẽ có nhãn thông báo và không thể mở game cho đến khi hoạt động trở lại.</p>',
        },
        {
          title: 'Ví game',
          content:
            '<p>Một số nhà phát hành dùng ví riêng. Chuyển tiền giữa ví chính và ví game tại <em>Ví → Chuyển quỹ</em>.</p>',
        },
        {
          title: 'Lịch sử cược',
          content:
            '<p>Mọi vé cược đã thanh toán đều có trong <em>Lịch sử cược</em>, xem tối đa 31 ngày mỗi lần, kèm tổng của kỳ.</p>',
        },
      ],
    },
  ],
  promotions: {
    words: {
      howToTakePart: 'Cách tham gia',
      terms: 'Điều khoản',
      generalTerms: [
        'Mỗi thành viên, hộ gia đình, địa chỉ IP và tài khoản thanh toán chỉ được nhận một lần.',
        'Cược cả hai cửa của cùng một kết quả, cược bị hủy hoặc hòa không được tính là cược hợp lệ.',
        'Tessera có quyền thay đổi hoặc kết thúc khuyến mãi và giữ lại tiền thưởng nếu phát hiện gian lận.',
      ],
    },
    full: [
      {
        title: 'Thưởng chào mừng 100% tối đa 500.00',
        summary: 'Nhân đôi lần nạp đầu, tối đa 500.00.',
        steps: ['Đăng ký và xác minh số điện thoại.', 'Chọn khuyến mãi này trước khi nạp.', 'Nạp tối thiểu 20.00.'],
        terms: [
          'Thưởng 100% lần nạp đầu, tối đa 500.00.',
          'Cược đủ 15 lần tổng tiền nạp và thưởng trong 30 ngày trước khi rút.',
          'Slot tính 100%, sòng bài live 10%, thể thao 50% vào vòng cược.',
        ],
      },
      {
        title: 'Nạp lại mỗi ngày 10%',
        summary: 'Nhận thêm 10% cho lần nạp đầu tiên mỗi ngày.',
        steps: ['Nạp tối thiểu 50.00.', 'Nhận thưởng tại trung tâm phần thưởng trong cùng ngày.'],
        terms: [
          'Thưởng 10% tiền nạp, tối đa 200.00 mỗi ngày.',
          'Cược đủ 8 lần tổng tiền nạp và thưởng.',
          'Một ngày tính từ 00:00 đến 23:59 (GMT+7).',
        ],
      },
      {
        title: 'Hoàn trả slot mỗi ngày 1.2%',
        summary: 'Hoàn 1.2% tiền cược slot hợp lệ mỗi ngày, không yêu cầu vòng cược.',
        steps: ['Chơi bất kỳ game slot nào.', 'Tiền hoàn trả được trả trước 12:00 hôm sau.'],
        terms: [
          'Hoàn 1.2% cược slot hợp lệ, tối đa 8,888.00 mỗi ngày.',
          'Tiền hoàn trả không yêu cầu vòng cược.',
          'Tiền thắng jackpot và vòng quay miễn phí không được tính.',
        ],
      },
      {
        title: 'Hoàn trả sòng bài live 0.8%',
        summary: 'Mỗi cược hợp lệ tại sòng bài live được hoàn 0.8%.',
        steps: ['Chơi tại bất kỳ bàn live nào.', 'Tiền hoàn trả được trả mỗi ngày.'],
        terms: [
          'Hoàn 0.8% cược hợp lệ, tối đa 5,000.00 mỗi ngày.',
          'Cược tiền hoàn trả một lần.',
          'Cược hòa trong baccarat không được tính.',
        ],
      },
      {
        title: 'Tăng thưởng cược xiên đến 20%',
        summary: 'Cộng thêm tiền thắng cho cược xiên từ bốn kèo trở lên.',
        steps: [
          'Đặt cược xiên từ 4 kèo trở lên, mỗi kèo tỷ lệ từ 1.50.',
          'Tiền tăng thưởng được cộng khi tất cả các kèo đều thắng.',
        ],
        terms: [
          '4 kèo +5%, 6 kèo +10%, từ 8 kèo +20%.',
          'Tăng thưởng tối đa 2,000.00 mỗi vé xiên.',
          'Vé xiên đã rút tiền sớm (cash out) không được áp dụng.',
        ],
      },
      {
        title: 'Săn cá đại dương: giờ vàng thưởng gấp ba',
        summary: 'Thưởng boss nhân ba từ 20:00 đến 21:00.',
        steps: ['Chơi bất kỳ game bắn cá nào trong giờ vàng.', 'Thưởng gấp ba được trả cùng tiền thắng.'],
        terms: [
          'Chỉ mục tiêu boss được nhân ba.',
          'Thưởng thêm tối đa 1,000.00 mỗi boss.',
          'Diễn ra mỗi tối đến hết ngày 31/12/2030.',
        ],
      },
      {
        title: 'Giải đấu Tiến Lên hằng tuần',
        summary: 'Top 50 người chơi của tuần chia nhau 20,000.00.',
        steps: [
          'Chơi Tiến Lên tại bất kỳ bàn nào.',
          'Điểm là tổng tiền thắng ròng trong tuần.',
          'Giải thưởng trả vào thứ Hai.',
        ],
        terms: [
          'Hạng 1: 5,000.00, hạng 2: 3,000.00, hạng 3: 2,000.00, hạng 4–50 chia nhau 10,000.00.',
          'Giải thưởng không yêu cầu vòng cược.',
          'Tuần tính từ 00:00 thứ Hai đến 23:59 Chủ nhật (GMT+7).',
        ],
      },
      {
        title: 'Con số may mắn trong ngày',
        summary: 'Trúng con số may mắn của ngày ăn 88 lần.',
        steps: ['Xem con số may mắn tại sảnh VN Lotto.', 'Đặt cược vào số đó ở bất kỳ kỳ quay 2 số nào.'],
        terms: [
          'Trúng ăn 88 lần thay cho tỷ lệ thông thường.',
          'Chỉ tính tối đa 10.00 tiền cược mỗi kỳ.',
          'Mỗi ngày một con số may mắn.',
        ],
      },
      {
        title: 'Cuối tuần nhân đôi điểm',
        summary: 'Mỗi cược hợp lệ vào thứ Bảy và Chủ nhật được gấp đôi điểm.',
        steps: ['Chơi bất kỳ trò chơi nào vào cuối tuần.', 'Đổi điểm tại cửa hàng điểm.'],
        terms: [
          'Điểm không bao giờ hết hạn.',
          'Quà tại cửa hàng điểm tùy số lượng còn lại.',
          'Áp dụng các cuối tuần đến hết 31/12/2030.',
        ],
      },
      {
        title: 'Top 20 nạp tiền của tháng',
        summary: '20 thành viên nạp nhiều nhất tháng chia nhau 50,000.00.',
        steps: ['Nạp tiền trong tháng.', 'Xem thứ hạng tại trang top 20.'],
        terms: [
          'Hạng 1 nhận 10,000.00, giảm dần đến hạng 20 nhận 500.00.',
          'Giải thưởng trả trước ngày 5 tháng sau.',
          'Cược tiền thưởng một lần.',
        ],
      },
      {
        title: 'Thưởng tải ứng dụng 8.88',
        summary: 'Đăng nhập ứng dụng lần đầu nhận ngay 8.88.',
        steps: ['Cài ứng dụng từ trang tải về.', 'Đăng nhập trên ứng dụng.'],
        terms: ['Mỗi thành viên và thiết bị một lần.', 'Cược tiền thưởng 3 lần.', 'Số điện thoại phải được xác minh.'],
      },
      {
        title: 'Thưởng sinh nhật VIP',
        summary: 'Quà sinh nhật tăng theo cấp VIP của bạn.',
        steps: ['Thêm ngày sinh vào hồ sơ.', 'Nhận thưởng trong tháng sinh nhật.'],
        terms: [
          'Từ 18.00 ở VIP1 đến 8,888.00 ở VIP10.',
          'Ngày sinh phải được cập nhật trước 30 ngày.',
          'Cược tiền thưởng một lần.',
        ],
      },
      {
        title: 'Thử thách game hằng tuần',
        summary: 'Hoàn thành nhiệm vụ trong tuần để nhận quà.',
        steps: ['Mở hoạt động nhiệm vụ trong trung tâm thành viên.', 'Hoàn thành nhiệm vụ trước 23:59 Chủ nhật.'],
        terms: [
          'Mỗi nhiệm vụ chỉ trả thưởng một lần mỗi tuần.',
          'Giải thưởng không yêu cầu vòng cược.',
          'Nhiệm vụ đổi mới vào thứ Hai hằng tuần.',
        ],
      },
      {
        title: 'Lì xì Tết Nguyên Đán',
        summary: 'Mỗi ngày một bao lì xì suốt dịp Tết.',
        steps: ['Đăng nhập mỗi ngày trong dịp Tết.', 'Mở bao lì xì của ngày.'],
        terms: ['Mỗi ngày một bao, từ 1.00 đến 888.00.', 'Đã kết thúc ngày 29/2/2024.'],
      },
    ],
    more: [
      [
        'Giải đấu slot: quỹ thưởng 30,000.00 mỗi tuần',
        'Quay bất kỳ slot nào; những hệ số nhân cao nhất tuần chia nhau quỹ thưởng.',
      ],
      ['Thứ Sáu quay miễn phí', 'Nạp tiền vào thứ Sáu nhận đến 50 vòng quay miễn phí cho slot mới của tuần.'],
      [
        'Săn jackpot: nhân đôi đóng góp jackpot',
        'Mỗi vòng quay của thành viên VIP được tính gấp đôi vào jackpot lũy tiến.',
      ],
      ['Thưởng chuỗi thắng baccarat live', 'Thắng sáu ván baccarat liên tiếp nhận đến 888.00.'],
      ['Con số may mắn roulette', 'Trúng số đơn đúng con số của ngày được thưởng thêm 10 lần.'],
      [
        'Bảo hiểm cược thể thao đầu tiên',
        'Cược thể thao đầu tiên thua được hoàn lại bằng vé cược miễn phí, tối đa 100.00.',
      ],
      ['Hoàn 5% chung kết esports', 'Hoàn 5% số tiền thua ròng ở chung kết Mekong trong vòng một ngày.'],
      ['Hoàn trả thể thao mỗi ngày 0.6%', 'Hoàn 0.6% cược thể thao hợp lệ mỗi ngày, không yêu cầu vòng cược.'],
      ['Hoàn trả bắn cá mỗi ngày 1%', 'Hoàn 1% cược bắn cá hợp lệ mỗi ngày.'],
      ['Hoàn trả game bài hằng tuần 0.8%', 'Hoàn 0.8% cược game bài hợp lệ vào thứ Hai hằng tuần.'],
      ['Truy nã boss cá', 'Hạ ba boss trong một ngày nhận thưởng 58.00.'],
      ['Giờ vàng VN Lotto 45 giây', 'Tỷ lệ tăng 5% cho mọi kỳ quay 45 giây từ 19:00 đến 20:00.'],
      ['Cửa hàng điểm: quà chào mừng 1,000 điểm', 'Thành viên mới nhận 1,000 điểm sau lần nạp đầu.'],
      ['Top 20 cược nhiều nhất tháng', '20 thành viên cược nhiều nhất tháng chia nhau 30,000.00.'],
      ['Thưởng nạp lần hai 50%', 'Thêm 50% cho lần nạp thứ hai, tối đa 300.00.'],
      ['Nạp cuối tuần 8%', 'Nạp vào thứ Bảy và Chủ nhật được thêm 8%, tối đa 500.00.'],
      ['Vòng quay miễn phí chỉ có trên app', '20 vòng quay miễn phí mỗi tuần cho thành viên chơi trên ứng dụng.'],
      ['Mời bạn bè: 58.00 mỗi người', 'Nhận 58.00 cho mỗi người bạn nạp tiền và cược đủ 500.00.'],
      ['Điểm danh mỗi ngày', 'Đăng nhập bảy ngày liên tiếp, phần quà tăng dần mỗi ngày.'],
      ['Gói nhiệm vụ tân thủ', 'Năm nhiệm vụ trong tuần đầu tiên, tổng thưởng 88.00.'],
    ],
    moreSteps: [
      'Đăng nhập và mở khuyến mãi này.',
      'Chọn Tham gia trước khi chơi.',
      'Chơi các trò chơi đủ điều kiện trước khi hết thời hạn.',
    ],
    moreTerms: (times) => [
      'Giải thưởng được cộng trong vòng 24 giờ sau khi kết thúc thời hạn.',
      `Cược tiền thưởng ${times} lần trước khi rút.`,
    ],
  },
  vipName: (level) => (level === 0 ? 'Thành viên thường' : `VIP${level}`),
};
