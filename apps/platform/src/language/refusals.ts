import type { ContentLanguage } from '@tessera/api/contract';
import {
  CASHIER_CODES,
  FALLBACK_LANGUAGE,
  FEEDBACK_CODES,
  GAME_CODES,
  IDENTITY_CODES,
  POINTS_CODES,
  SMS_TOO_MANY_REQUESTS_MESSAGE,
  WALLET_TRANSFER_CODES,
} from '@tessera/api/contract';

type Translated = Readonly<Record<Exclude<ContentLanguage, 'EN'>, string>>;

/**
 * The messages of the common refusals a member meets, in every content language: [code, the English
 * message the platform writes, its translations]. A refusal is translated only when its message is
 * exactly the English one listed for its code, so a message that carries details of its own (which
 * field, which limit) stays in English rather than being replaced by something less precise.
 */
const CATALOGUE: ReadonlyArray<readonly [string, string, Translated]> = [
  [
    IDENTITY_CODES.notLoggedIn,
    'Not logged in, please log in',
    {
      CN: '您尚未登录，请先登录',
      ID: 'Anda belum masuk, silakan login terlebih dahulu',
      TH: 'คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบก่อน',
      TY: 'Hindi ka pa naka-log in. Mag-log in muna.',
      VI: 'Bạn chưa đăng nhập, vui lòng đăng nhập',
      AR: 'لم تسجّل الدخول بعد، يرجى تسجيل الدخول',
    },
  ],
  [
    IDENTITY_CODES.loginFailed,
    'Wrong username or password',
    {
      CN: '用户名或密码错误',
      ID: 'Username atau kata sandi salah',
      TH: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
      TY: 'Mali ang username o password',
      VI: 'Sai tên đăng nhập hoặc mật khẩu',
      AR: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    },
  ],
  [
    IDENTITY_CODES.loginLocked,
    'Too many failed logins, please try again later',
    {
      CN: '登录失败次数过多，请稍后再试',
      ID: 'Terlalu banyak percobaan login gagal, silakan coba lagi nanti',
      TH: 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
      TY: 'Sobra na ang maling pag-log in. Subukan ulit mamaya.',
      VI: 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau',
      AR: 'محاولات تسجيل دخول فاشلة كثيرة، يرجى المحاولة لاحقًا',
    },
  ],
  [
    IDENTITY_CODES.secondVerificationRequired,
    'Login from a new location: complete the verification first',
    {
      CN: '检测到新的登录地点，请先完成安全验证',
      ID: 'Login dari lokasi baru: selesaikan verifikasi terlebih dahulu',
      TH: 'ตรวจพบการเข้าสู่ระบบจากตำแหน่งใหม่ กรุณายืนยันตัวตนก่อน',
      TY: 'Bagong lokasyon ng pag-log in: tapusin muna ang beripikasyon',
      VI: 'Đăng nhập từ vị trí mới: vui lòng hoàn tất xác minh trước',
      AR: 'تسجيل دخول من موقع جديد: أكمل التحقق أولًا',
    },
  ],
  [
    IDENTITY_CODES.captchaFailed,
    'Captcha check failed',
    {
      CN: '图形验证码错误',
      ID: 'Verifikasi captcha gagal',
      TH: 'รหัสยืนยันภาพ (Captcha) ไม่ถูกต้อง',
      TY: 'Hindi pumasa ang captcha',
      VI: 'Mã captcha không đúng',
      AR: 'فشل التحقق من رمز التحقق المرئي',
    },
  ],
  [
    IDENTITY_CODES.missingPhoneNumber,
    'Please enter a phone number',
    {
      CN: '请输入手机号码',
      ID: 'Silakan masukkan nomor HP',
      TH: 'กรุณากรอกเบอร์โทรศัพท์',
      TY: 'Ilagay ang iyong mobile number',
      VI: 'Vui lòng nhập số điện thoại',
      AR: 'يرجى إدخال رقم الهاتف',
    },
  ],
  [
    IDENTITY_CODES.invalidPhoneNumber,
    'Please enter a valid phone number',
    {
      CN: '请输入正确的手机号码',
      ID: 'Silakan masukkan nomor HP yang valid',
      TH: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
      TY: 'Maglagay ng tamang mobile number',
      VI: 'Vui lòng nhập số điện thoại hợp lệ',
      AR: 'يرجى إدخال رقم هاتف صحيح',
    },
  ],
  [
    IDENTITY_CODES.mobileNotRegistered,
    'No account uses this phone number',
    {
      CN: '该手机号码未注册账号',
      ID: 'Nomor HP ini belum terdaftar di akun mana pun',
      TH: 'ไม่พบบัญชีที่ใช้เบอร์โทรศัพท์นี้',
      TY: 'Walang account na gumagamit ng numerong ito',
      VI: 'Số điện thoại này chưa đăng ký tài khoản nào',
      AR: 'لا يوجد حساب مرتبط بهذا الرقم',
    },
  ],
  [
    IDENTITY_CODES.mobileTaken,
    'This phone number is already registered',
    {
      CN: '该手机号码已被注册',
      ID: 'Nomor HP ini sudah terdaftar',
      TH: 'เบอร์โทรศัพท์นี้ถูกลงทะเบียนแล้ว',
      TY: 'Nakarehistro na ang numerong ito',
      VI: 'Số điện thoại này đã được đăng ký',
      AR: 'رقم الهاتف هذا مسجّل بالفعل',
    },
  ],
  [
    IDENTITY_CODES.usernameTaken,
    'This username is already taken',
    {
      CN: '该用户名已被使用',
      ID: 'Username ini sudah dipakai',
      TH: 'ชื่อผู้ใช้นี้มีผู้ใช้งานแล้ว',
      TY: 'May gumagamit na ng username na ito',
      VI: 'Tên đăng nhập này đã có người sử dụng',
      AR: 'اسم المستخدم هذا مستخدم بالفعل',
    },
  ],
  [
    IDENTITY_CODES.missingVerificationCode,
    'Please enter the verification code',
    {
      CN: '请输入验证码',
      ID: 'Silakan masukkan kode verifikasi',
      TH: 'กรุณากรอกรหัสยืนยัน',
      TY: 'Ilagay ang verification code',
      VI: 'Vui lòng nhập mã xác minh',
      AR: 'يرجى إدخال رمز التحقق',
    },
  ],
  [
    IDENTITY_CODES.invalidVerificationCode,
    'Please enter a valid verification code',
    {
      CN: '请输入正确的验证码',
      ID: 'Silakan masukkan kode verifikasi yang benar',
      TH: 'กรุณากรอกรหัสยืนยันให้ถูกต้อง',
      TY: 'Maglagay ng tamang verification code',
      VI: 'Vui lòng nhập đúng mã xác minh',
      AR: 'يرجى إدخال رمز تحقق صحيح',
    },
  ],
  [
    IDENTITY_CODES.codeExpired,
    'The verification code has expired, please request a new one',
    {
      CN: '验证码已过期，请重新获取',
      ID: 'Kode verifikasi sudah kedaluwarsa, silakan minta kode baru',
      TH: 'รหัสยืนยันหมดอายุแล้ว กรุณาขอรหัสใหม่',
      TY: 'Expired na ang verification code. Humingi ng bago.',
      VI: 'Mã xác minh đã hết hạn, vui lòng lấy mã mới',
      AR: 'انتهت صلاحية رمز التحقق، يرجى طلب رمز جديد',
    },
  ],
  [
    IDENTITY_CODES.smsTooManyRequests,
    SMS_TOO_MANY_REQUESTS_MESSAGE,
    {
      CN: '请求过于频繁，请5分钟后再试',
      ID: 'Terlalu banyak permintaan, silakan coba lagi setelah 5 menit',
      TH: 'ส่งคำขอบ่อยเกินไป กรุณาลองใหม่ในอีก 5 นาที',
      TY: 'Sobrang dami ng request. Subukan ulit pagkalipas ng 5 minuto.',
      VI: 'Yêu cầu quá nhiều lần, vui lòng thử lại sau 5 phút',
      AR: 'طلبات كثيرة جدًا، يرجى إعادة المحاولة بعد 5 دقائق',
    },
  ],
  [
    IDENTITY_CODES.operationNotAllowed,
    'Operation not allowed, please contact customer service',
    {
      CN: '该操作不被允许，请联系客服',
      ID: 'Tindakan ini tidak diizinkan, silakan hubungi customer service',
      TH: 'ไม่สามารถทำรายการนี้ได้ กรุณาติดต่อฝ่ายบริการลูกค้า',
      TY: 'Hindi pinapayagan ang aksyong ito. Makipag-ugnayan sa customer service.',
      VI: 'Thao tác không được phép, vui lòng liên hệ CSKH',
      AR: 'هذه العملية غير مسموح بها، يرجى التواصل مع خدمة العملاء',
    },
  ],
  [
    IDENTITY_CODES.passwordMismatch,
    'The confirmation does not match the password',
    {
      CN: '两次输入的密码不一致',
      ID: 'Konfirmasi kata sandi tidak cocok',
      TH: 'รหัสผ่านยืนยันไม่ตรงกัน',
      TY: 'Hindi tugma ang kumpirmasyon sa password',
      VI: 'Mật khẩu xác nhận không khớp',
      AR: 'تأكيد كلمة المرور غير مطابق',
    },
  ],
  [
    IDENTITY_CODES.oldPasswordIncorrect,
    'The old password is incorrect',
    {
      CN: '原密码错误',
      ID: 'Kata sandi lama salah',
      TH: 'รหัสผ่านเดิมไม่ถูกต้อง',
      TY: 'Mali ang lumang password',
      VI: 'Mật khẩu cũ không đúng',
      AR: 'كلمة المرور القديمة غير صحيحة',
    },
  ],
  [
    IDENTITY_CODES.invalidInvitationCode,
    'Invalid invitation code',
    {
      CN: '邀请码无效',
      ID: 'Kode undangan tidak valid',
      TH: 'รหัสเชิญไม่ถูกต้อง',
      TY: 'Hindi valid ang invitation code',
      VI: 'Mã giới thiệu không hợp lệ',
      AR: 'رمز الدعوة غير صالح',
    },
  ],
  [
    IDENTITY_CODES.userOrEmailNotFound,
    'Username or e-mail does not exist',
    {
      CN: '用户名或邮箱不存在',
      ID: 'Username atau email tidak terdaftar',
      TH: 'ไม่พบชื่อผู้ใช้หรืออีเมลนี้',
      TY: 'Walang ganitong username o email',
      VI: 'Tên đăng nhập hoặc email không tồn tại',
      AR: 'اسم المستخدم أو البريد الإلكتروني غير موجود',
    },
  ],
  [
    IDENTITY_CODES.resetTokenInvalid,
    'This reset link is invalid or has expired',
    {
      CN: '该重置链接无效或已过期',
      ID: 'Link reset ini tidak valid atau sudah kedaluwarsa',
      TH: 'ลิงก์รีเซ็ตนี้ไม่ถูกต้องหรือหมดอายุแล้ว',
      TY: 'Hindi valid o expired na ang reset link na ito',
      VI: 'Liên kết đặt lại không hợp lệ hoặc đã hết hạn',
      AR: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية',
    },
  ],
  [
    IDENTITY_CODES.trialAccount,
    'Please register a real account',
    {
      CN: '试玩账号无法使用此功能，请注册正式账号',
      ID: 'Silakan daftar akun asli terlebih dahulu',
      TH: 'กรุณาสมัครบัญชีจริงก่อน',
      TY: 'Mag-register muna ng totoong account',
      VI: 'Vui lòng đăng ký tài khoản chính thức',
      AR: 'يرجى تسجيل حساب حقيقي',
    },
  ],
  [
    IDENTITY_CODES.trialAccount,
    'A trial account has no member centre: please register a real account',
    {
      CN: '试玩账号没有会员中心，请注册正式账号',
      ID: 'Akun demo tidak punya pusat member, silakan daftar akun asli',
      TH: 'บัญชีทดลองเล่นไม่มีศูนย์สมาชิก กรุณาสมัครบัญชีจริง',
      TY: 'Walang member centre ang trial account. Mag-register ng totoong account.',
      VI: 'Tài khoản chơi thử không có trung tâm thành viên, vui lòng đăng ký tài khoản chính thức',
      AR: 'لا يملك الحساب التجريبي مركز أعضاء، يرجى تسجيل حساب حقيقي',
    },
  ],
  [
    IDENTITY_CODES.invalidField,
    'Username and password are required',
    {
      CN: '请输入用户名和密码',
      ID: 'Username dan kata sandi wajib diisi',
      TH: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
      TY: 'Kailangan ang username at password',
      VI: 'Vui lòng nhập tên đăng nhập và mật khẩu',
      AR: 'اسم المستخدم وكلمة المرور مطلوبان',
    },
  ],
  [
    CASHIER_CODES.channelNotFound,
    'This deposit channel is not available',
    {
      CN: '该充值渠道暂不可用',
      ID: 'Metode deposit ini sedang tidak tersedia',
      TH: 'ช่องทางฝากเงินนี้ไม่พร้อมใช้งาน',
      TY: 'Hindi available ang deposit channel na ito',
      VI: 'Kênh nạp tiền này hiện không khả dụng',
      AR: 'قناة الإيداع هذه غير متاحة',
    },
  ],
  [
    CASHIER_CODES.invalidAmount,
    'Please enter a valid amount',
    {
      CN: '请输入有效金额',
      ID: 'Silakan masukkan nominal yang valid',
      TH: 'กรุณากรอกจำนวนเงินให้ถูกต้อง',
      TY: 'Maglagay ng tamang halaga',
      VI: 'Vui lòng nhập số tiền hợp lệ',
      AR: 'يرجى إدخال مبلغ صحيح',
    },
  ],
  [
    CASHIER_CODES.amountOutOfRange,
    'The amount is outside the limits',
    {
      CN: '金额超出允许范围',
      ID: 'Nominal di luar batas yang diizinkan',
      TH: 'จำนวนเงินไม่อยู่ในช่วงที่กำหนด',
      TY: 'Lampas sa limitasyon ang halaga',
      VI: 'Số tiền nằm ngoài hạn mức cho phép',
      AR: 'المبلغ خارج الحدود المسموح بها',
    },
  ],
  [
    CASHIER_CODES.orderNotFound,
    'No such order',
    {
      CN: '订单不存在',
      ID: 'Order tidak ditemukan',
      TH: 'ไม่พบรายการนี้',
      TY: 'Walang ganitong order',
      VI: 'Không tìm thấy đơn',
      AR: 'الطلب غير موجود',
    },
  ],
  [
    CASHIER_CODES.passwordIncorrect,
    'The login password is incorrect',
    {
      CN: '登录密码错误',
      ID: 'Kata sandi login salah',
      TH: 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง',
      TY: 'Mali ang login password',
      VI: 'Mật khẩu đăng nhập không đúng',
      AR: 'كلمة مرور الدخول غير صحيحة',
    },
  ],
  [
    CASHIER_CODES.insufficientBalance,
    'The main wallet holds less than this amount',
    {
      CN: '主钱包余额不足',
      ID: 'Saldo dompet utama tidak mencukupi',
      TH: 'ยอดเงินในกระเป๋าหลักไม่เพียงพอ',
      TY: 'Kulang ang balanse ng main wallet',
      VI: 'Số dư ví chính không đủ',
      AR: 'رصيد المحفظة الرئيسية غير كافٍ',
    },
  ],
  [
    CASHIER_CODES.dailyLimitReached,
    'The daily number of withdrawals is reached',
    {
      CN: '今日提款次数已达上限',
      ID: 'Batas jumlah penarikan hari ini sudah tercapai',
      TH: 'ถอนเงินครบจำนวนครั้งของวันนี้แล้ว',
      TY: 'Naabot mo na ang bilang ng withdrawal ngayong araw',
      VI: 'Bạn đã hết số lần rút tiền trong ngày',
      AR: 'بلغت الحد اليومي لعدد عمليات السحب',
    },
  ],
  [
    CASHIER_CODES.invalidBankDetails,
    'Please check the bank details',
    {
      CN: '请核对银行卡信息',
      ID: 'Silakan periksa kembali data rekening bank',
      TH: 'กรุณาตรวจสอบข้อมูลบัญชีธนาคาร',
      TY: 'Pakisuri ang mga detalye ng bangko',
      VI: 'Vui lòng kiểm tra lại thông tin ngân hàng',
      AR: 'يرجى التحقق من بيانات الحساب البنكي',
    },
  ],
  [
    WALLET_TRANSFER_CODES.insufficientFunds,
    'The wallet holds less than this amount',
    {
      CN: '钱包余额不足',
      ID: 'Saldo dompet tidak mencukupi',
      TH: 'ยอดเงินในกระเป๋าไม่เพียงพอ',
      TY: 'Kulang ang balanse ng wallet',
      VI: 'Số dư ví không đủ',
      AR: 'رصيد المحفظة غير كافٍ',
    },
  ],
  [
    POINTS_CODES.rewardNotFound,
    'No such reward',
    {
      CN: '该奖品不存在',
      ID: 'Hadiah tidak ditemukan',
      TH: 'ไม่พบรางวัลนี้',
      TY: 'Walang ganitong reward',
      VI: 'Không tìm thấy phần thưởng',
      AR: 'هذه المكافأة غير موجودة',
    },
  ],
  [
    POINTS_CODES.outOfStock,
    'Not enough of this reward is left',
    {
      CN: '该奖品库存不足',
      ID: 'Stok hadiah ini tidak mencukupi',
      TH: 'รางวัลนี้เหลือไม่เพียงพอ',
      TY: 'Kulang na ang natitirang stock ng reward na ito',
      VI: 'Phần thưởng này không còn đủ số lượng',
      AR: 'الكمية المتبقية من هذه المكافأة غير كافية',
    },
  ],
  [
    POINTS_CODES.notEnoughPoints,
    'You do not have enough points',
    {
      CN: '您的积分不足',
      ID: 'Poin Anda tidak mencukupi',
      TH: 'คะแนนของคุณไม่เพียงพอ',
      TY: 'Kulang ang iyong points',
      VI: 'Bạn không đủ điểm',
      AR: 'نقاطك غير كافية',
    },
  ],
  [
    POINTS_CODES.insufficientBalance,
    'The main wallet holds less than the amount requirement',
    {
      CN: '主钱包余额未达到兑换要求',
      ID: 'Saldo dompet utama belum memenuhi syarat nominal',
      TH: 'ยอดเงินในกระเป๋าหลักไม่ถึงเงื่อนไขที่กำหนด',
      TY: 'Hindi abot ng main wallet ang kinakailangang halaga',
      VI: 'Số dư ví chính chưa đạt mức yêu cầu',
      AR: 'رصيد المحفظة الرئيسية أقل من المبلغ المطلوب',
    },
  ],
  [
    POINTS_CODES.invalidField,
    'Please check the fields',
    {
      CN: '请检查填写的信息',
      ID: 'Silakan periksa kembali isian Anda',
      TH: 'กรุณาตรวจสอบข้อมูลที่กรอก',
      TY: 'Pakisuri ang mga field',
      VI: 'Vui lòng kiểm tra lại thông tin đã nhập',
      AR: 'يرجى التحقق من الحقول',
    },
  ],
  [
    POINTS_CODES.invalidPoints,
    'Please enter a valid number of points',
    {
      CN: '请输入有效的积分数量',
      ID: 'Silakan masukkan jumlah poin yang valid',
      TH: 'กรุณากรอกจำนวนคะแนนให้ถูกต้อง',
      TY: 'Maglagay ng tamang bilang ng points',
      VI: 'Vui lòng nhập số điểm hợp lệ',
      AR: 'يرجى إدخال عدد نقاط صحيح',
    },
  ],
  [
    GAME_CODES.gameNotFound,
    'No such game',
    {
      CN: '游戏不存在',
      ID: 'Game tidak ditemukan',
      TH: 'ไม่พบเกมนี้',
      TY: 'Walang ganitong laro',
      VI: 'Không tìm thấy trò chơi',
      AR: 'هذه اللعبة غير موجودة',
    },
  ],
  [
    GAME_CODES.gameMaintenance,
    'This game is under maintenance, please try another game',
    {
      CN: '该游戏正在维护中，请先试试其他游戏',
      ID: 'Game ini sedang maintenance, silakan coba game lain',
      TH: 'เกมนี้อยู่ระหว่างปรับปรุง กรุณาเลือกเล่นเกมอื่น',
      TY: 'Under maintenance ang larong ito. Subukan muna ang ibang laro.',
      VI: 'Trò chơi đang bảo trì, vui lòng chọn trò chơi khác',
      AR: 'هذه اللعبة قيد الصيانة، يرجى تجربة لعبة أخرى',
    },
  ],
  [
    FEEDBACK_CODES.typeInvalid,
    'Choose the question type',
    {
      CN: '请选择问题类型',
      ID: 'Silakan pilih jenis pertanyaan',
      TH: 'กรุณาเลือกประเภทคำถาม',
      TY: 'Pumili ng uri ng tanong',
      VI: 'Vui lòng chọn loại câu hỏi',
      AR: 'يرجى اختيار نوع السؤال',
    },
  ],
  [
    FEEDBACK_CODES.contentEmpty,
    'Please enter feedback content',
    {
      CN: '请输入反馈内容',
      ID: 'Silakan isi masukan Anda',
      TH: 'กรุณากรอกรายละเอียดข้อเสนอแนะ',
      TY: 'Isulat ang iyong feedback',
      VI: 'Vui lòng nhập nội dung góp ý',
      AR: 'يرجى كتابة محتوى الملاحظات',
    },
  ],
];

const byMessage = new Map<string, Translated>(CATALOGUE.map(([code, en, t]) => [`${code}\n${en}`, t]));

/** The codes and English messages the catalogue translates (for its tests). */
export const TRANSLATED_REFUSALS: ReadonlyArray<readonly [string, string]> = CATALOGUE.map(([code, en]) => [code, en]);

/**
 * A refusal's message in `language`: the catalogue's translation of the code's standard English
 * message, or the message as written (English; a language without a translation, or a message with
 * details of its own).
 */
export function refusalMessage(code: string, message: string, language: string): string {
  if (language === FALLBACK_LANGUAGE) return message;
  return byMessage.get(`${code}\n${message}`)?.[language as keyof Translated] ?? message;
}
