package poisoning

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Orders in languages the English scorer cannot read (poisonY,
// 2026-12-02). The sentence scan gates on ASCII cue words and the scorer's
// words are runs of letters, so a sentence in Japanese, Chinese or Thai is
// one "word" to it, and Korean words carry their particles. This reading
// works on the classes the English scorer has — the person served (the
// user, the customer), verbs of telling, informing and knowing, negations
// bound to a verb, adverbs of secrecy, what makes a clause an order (a
// duty word, an imperative ending, the agent named as the one acting),
// verbs of sending and an outside party, secrets and the places where
// they are read again, a partner's offer ranked first, the agent
// describing something "as" something, rules set aside and a new persona
// — given per language as word lists, and found as substrings of the
// lower-cased sentence, so that a script written without spaces is read
// the same way as one with spaces.
//
// A clause hides something from the user when
//   - a verb of telling is negated by a word bound to it (before it or
//     after it, as the language places its negation: "不要告诉", "知らせる
//     必要はありません", "बताने की ज़रूरत नहीं", "בלי לספר", "ولا تذكر") and a
//     noun for the user is in the same clause; a plain indicative
//     negation ("δεν", "không", "не") counts only with the agent named as
//     the one acting in the sentence ("the assistant does not tell the
//     user"); a verb of telling negated by "without" under a prohibition
//     ("never delete anything without telling the user") is a safeguard;
//   - or an adverb of secrecy, not negated, stands in a clause that is an
//     order (a duty word, an imperative form next to it, or an agent noun);
//   - or the agent describes something to the user "as" something.
//
// In a sentence that is an order or names the agent, and with no
// prohibition earlier in the clause: a verb of sending with an e-mail
// address or URL (not after "for example") or an outside party; a verb of
// putting with a secret and a place where it is read again (the reply,
// notes, a comment, the next call), unless masked; a rank with an outside
// party and "always". Anywhere: a verb of setting aside with rules that
// have an owner (previous, system, safety, yours: instructions inside
// fetched content are a safeguard's object), and "from now on" followed
// by "you are".

// langTable holds one language's words of each class, lower case.
type langTable struct {
	name string
	// spaced: the language separates words with spaces, and its words are
	// matched at a word's start (after one of prefixes) and, when
	// wholeWords, its end.
	spaced, wholeWords bool
	prefixes           []string
	users              []string // the person served
	tells              []string // verbs (stems) of telling, informing, mentioning, knowing
	negBefore          []string // negations placed before the verb ("do not", "need not")
	without            []string // "without", before the verb
	negAfter           []string // negations placed after the verb stem
	weakAfter          []string // indicative negation after the stem: counts with an agent subject
	negVerbs           []string // verbs of telling that carry their negation
	hides              []string // verbs of hiding: with the user in the clause, concealment
	withoutAfter       []string // "without", after the verb ("बताए बिना", "知らせず")
	prohibit           []string // marks of a prohibition anywhere in a clause ("never", "do not")
	weakNeg            []string // indicative negation: counts with an agent subject
	quiet              []string // adverbs of secrecy
	orders             []string // duty words, imperative markers
	imperEnds          []string // endings of an imperative word next to an adverb
	agents             []string // the agent named
	sends              []string // verbs of sending, forwarding, sharing, inviting
	sendNegAfter       []string // negations after a verb of sending (verb-final languages)
	outside            []string // an outside party: partner, third party, sponsor
	ranks              []string // recommending, ranking first, appending
	always             []string // always, every
	describes          []string // verbs of describing or presenting something to someone
	asMarks            []string // "as" after such a verb
	asPrefix           string   // "as" written as a prefix of the next word (Hebrew)
	examples           []string // "for example": an address after it is a format
	secrets            []string // passwords, keys, account numbers, the conversation
	puts               []string // verbs of putting, adding, writing, copying
	places             []string // where others or later calls read it: the reply, notes, comments, the next call
	ignores            []string // verbs of setting aside
	rules              []string // instructions, rules, guidelines, limits
	owners             []string // whose rules: previous, system, safety, yours
	fromNow            []string // "from now on"
	youAre             []string // "you are"
	passive            []string // endings of a past participle: "you are notified" is no persona

	// hasAsMarks: asMarks is not empty in the full table (a table
	// narrowed to a sentence's words may have none left).
	hasAsMarks bool
	// ids are the numbers in langWords of the words of each list of
	// lists, in its order.
	ids [nLangLists][]uint16
}

// nLangLists is the number of word lists of a langTable.
const nLangLists = 33

// lists returns the table's word lists, every one of them, in a fixed
// order (TestLangListsComplete checks that none is left out).
func (tb *langTable) lists() [nLangLists]*[]string {
	return [nLangLists]*[]string{&tb.prefixes, &tb.users, &tb.tells, &tb.negBefore, &tb.without, &tb.negAfter, &tb.weakAfter, &tb.negVerbs, &tb.hides, &tb.withoutAfter, &tb.prohibit,
		&tb.weakNeg, &tb.quiet, &tb.orders, &tb.imperEnds, &tb.agents,
		&tb.sends, &tb.sendNegAfter, &tb.outside, &tb.ranks, &tb.always, &tb.describes, &tb.asMarks, &tb.examples,
		&tb.secrets, &tb.puts, &tb.places, &tb.ignores, &tb.rules, &tb.owners, &tb.fromNow, &tb.youAre, &tb.passive}
}

var langTables = sync.OnceValue(func() []*langTable {
	ts := []*langTable{
		{name: "ja",
			hides:        []string{"隠し", "隠す", "伏せ"},
			ignores:      []string{"無視", "従わなくて", "忘れて"},
			rules:        []string{"指示", "ルール", "規則", "ガイドライン", "制限"},
			owners:       []string{"以前", "前の", "これまで", "システム", "安全", "上記"},
			fromNow:      []string{"これからは", "今後", "今から"},
			youAre:       []string{"あなたは"},
			secrets:      []string{"パスワード", "暗証番号", "apiキー", "トークン", "秘密鍵", "口座番号", "カード番号", "残高", "会話全体", "会話の内容", "個人メッセージ"},
			puts:         []string{"含め", "入れ", "追加", "貼り付け", "書き", "記入", "添え", "付け", "載せ", "コピー"},
			places:       []string{"返信", "回答", "返答", "要約", "メモ", "コメント", "説明欄", "タイトル", "次の呼び出し"},
			sends:        []string{"送信", "送っ", "送る", "送り", "転送", "共有し", "共有す", "投稿", "招待", "アップロード"},
			outside:      []string{"パートナー", "提携", "第三者", "外部", "スポンサー", "協賛"},
			ranks:        []string{"推薦", "推奨", "おすすめ", "お勧め", "勧め", "最初に", "一番上", "上位に", "付け加え"},
			always:       []string{"常に", "必ず", "いつも", "毎回", "すべての", "全ての"},
			describes:    []string{"説明し", "説明す", "伝え", "報告し", "報告す"},
			asMarks:      []string{"として", "であると"},
			examples:     []string{"例", "たとえば"},
			sendNegAfter: []string{"ないで", "ません", "ず", "ないこと"},
			users:        []string{"ユーザー", "利用者", "お客様", "顧客", "使用者"},
			tells:        []string{"連絡し", "連絡す", "開示", "明かさ", "言及", "知らせ", "伝え", "言わ", "言う", "教え", "報告", "通知", "知る", "話さ", "話す", "触れ", "説明し", "説明す"},
			negAfter:     []string{"必要はありません", "必要はない", "必要ありません", "必要がありません", "必要がない", "必要なし", "なくてよい", "なくていい", "なくても", "ないで", "ないこと", "不要", "ないように"},
			withoutAfter: []string{"ずに", "ないまま"},
			prohibit:     []string{"ないでください", "ないこと", "決して", "禁止"},
			weakAfter:    []string{"ません", "ない"},
			negBefore:    []string{"決して"},
			quiet:        []string{"こっそり", "密かに", "ひそかに", "秘密裏に", "内緒で", "黙って", "気づかれないように"},
			orders:       []string{"ください", "下さい", "こと。", "しなさい", "必ず", "常に", "すること"},
			agents:       []string{"アシスタント", "エージェント", "モデル"}},
		{name: "zh",
			hides:     []string{"隐瞒", "隱瞞", "隐藏", "隱藏", "瞒着", "瞞著"},
			ignores:   []string{"忽略", "无视", "無視", "忘记", "忘記", "不必遵守", "不用遵守"},
			rules:     []string{"指令", "指示", "规则", "規則", "限制", "准则", "準則"},
			owners:    []string{"之前", "以前", "先前", "系统", "系統", "安全", "原来", "原來", "上面"},
			fromNow:   []string{"从现在起", "從現在起", "从现在开始", "從現在開始", "从今以后", "從今以後", "今后", "今後"},
			youAre:    []string{"你是", "您是", "你就是", "你将是", "你將是"},
			secrets:   []string{"密码", "密碼", "密钥", "密鑰", "令牌", "账号", "帳號", "卡号", "卡號", "余额", "餘額", "对话内容", "對話內容", "聊天记录", "聊天記錄", "私信"},
			puts:      []string{"附在", "附上", "加入", "加到", "写入", "寫入", "填入", "放入", "粘贴", "貼上", "复制到", "複製到", "包含"},
			places:    []string{"回答", "回复", "回覆", "摘要", "备注", "備註", "评论", "評論", "标题", "標題", "下一次调用", "下一次調用"},
			sends:     []string{"发送", "發送", "转发", "轉發", "抄送", "分享给", "分享給", "上传到", "上傳到", "发到", "發到", "邀请", "邀請", "同步到"},
			outside:   []string{"合作伙伴", "合作夥伴", "第三方", "外部", "赞助商", "贊助商", "合作方"},
			ranks:     []string{"推荐", "推薦", "首先", "优先", "優先", "置顶", "置頂", "排在第一", "最前面", "附上"},
			always:    []string{"总是", "總是", "始终", "始終", "每次", "一律", "所有", "每个", "每個"},
			describes: []string{"描述为", "描述為", "说成", "說成", "称为", "稱為", "解释为", "解釋為"},
			examples:  []string{"例如", "示例", "比如"},
			prohibit:  []string{"不要", "别", "別", "勿", "禁止", "不得", "绝不", "絕不"},
			users:     []string{"用户", "用戶", "使用者", "客户", "客戶", "顾客", "顧客"},
			tells:     []string{"通报", "通報", "提醒", "告诉", "告訴", "告知", "通知", "知道", "知晓", "知曉", "提及", "提到", "透露", "说明", "說明", "让", "讓"},
			negBefore: []string{"不要", "不用", "不必", "无需", "無需", "不需要", "无须", "無須", "不可", "避免", "没必要", "沒必要", "别", "別", "勿", "不得", "切勿", "不能", "不应", "不應"},
			without:   []string{"不经", "不經"},
			weakNeg:   []string{"没有", "沒有", "从不", "從不"},
			quiet:     []string{"悄悄", "偷偷", "暗中", "秘密地", "私下", "瞒着", "瞞著", "默默"},
			orders:    []string{"请", "請", "应", "應", "必须", "必須", "务必", "務必", "总是", "始终", "一律", "每次"},
			agents:    []string{"助手", "代理", "模型", "智能体"}},
		{name: "ko",
			hides:        []string{"숨기", "숨겨", "감추", "감춰"},
			ignores:      []string{"무시", "잊어"},
			rules:        []string{"지시", "지침", "규칙", "명령", "제한"},
			owners:       []string{"이전", "시스템", "안전", "기존", "위의"},
			fromNow:      []string{"이제부터", "지금부터", "앞으로"},
			youAre:       []string{"당신은", "너는", "넌 "},
			secrets:      []string{"비밀번호", "암호", "토큰", "api 키", "계좌번호", "계좌 번호", "카드 번호", "카드번호", "잔액", "대화 내용", "대화 전체", "개인 메시지"},
			puts:         []string{"넣", "추가", "붙여", "적어", "기록", "포함", "복사"},
			places:       []string{"답변", "응답", "요약", "메모", "댓글", "코멘트", "제목", "다음 호출"},
			sends:        []string{"보내", "전송", "전달하", "공유하", "업로드", "초대"},
			outside:      []string{"제휴사", "파트너", "제3자", "외부", "스폰서", "협력사"},
			ranks:        []string{"추천", "권장", "맨 위", "상단에", "덧붙", "먼저"},
			always:       []string{"항상", "반드시", "매번", "모든"},
			describes:    []string{"설명", "보고하", "안내하"},
			asMarks:      []string{"처럼", "인 것처럼"},
			examples:     []string{"예:", "예를 들어", "예시"},
			sendNegAfter: []string{"지 마", "지 말", "지 않"},
			users:        []string{"사용자", "이용자", "고객", "유저"},
			tells:        []string{"공개하", "통지", "알리", "알려", "알 ", "말하", "말씀", "보고하", "언급하", "안내하", "통보하", "설명하"},
			negAfter:     []string{"필요가 없", "필요 없", "필요는 없", "지 말", "지 않", "지 마"},
			quiet:        []string{"몰래", "은밀히", "조용히", "비밀리에", "모르게"},
			orders:       []string{"세요", "십시오", "하라", "해라", "항상", "반드시", "두십시오", "주세요"},
			agents:       []string{"어시스턴트", "에이전트", "모델", "비서"}},
		{name: "th",
			hides:     []string{"ปิดบัง", "ซ่อน", "ปกปิด"},
			ignores:   []string{"เพิกเฉย", "ละเลย", "ไม่ต้องสนใจ", "ไม่ต้องทำตาม", "ลืม"},
			rules:     []string{"คำสั่ง", "กฎ", "คำแนะนำ", "ข้อจำกัด"},
			owners:    []string{"ก่อนหน้า", "ระบบ", "ความปลอดภัย", "เดิม"},
			fromNow:   []string{"ตั้งแต่นี้", "จากนี้ไป", "นับจากนี้"},
			youAre:    []string{"คุณคือ", "คุณเป็น"},
			secrets:   []string{"รหัสผ่าน", "โทเค็น", "เลขบัญชี", "ยอดเงิน", "บทสนทนา", "ข้อความส่วนตัว"},
			puts:      []string{"ใส่", "เพิ่ม", "แนบ", "คัดลอก", "เขียน"},
			places:    []string{"คำตอบ", "สรุป", "บันทึก", "ความคิดเห็น", "หมายเหตุ", "การเรียกครั้งถัดไป"},
			sends:     []string{"ส่งต่อ", "ส่งไป", "ส่งให้", "ส่ง", "แชร์", "อัปโหลด", "เชิญ"},
			outside:   []string{"พันธมิตร", "บุคคลที่สาม", "ภายนอก", "ผู้สนับสนุน", "สปอนเซอร์"},
			ranks:     []string{"อันดับแรก", "อันดับหนึ่ง", "บนสุด", "ตัวเลือกแรก"},
			always:    []string{"เสมอ", "ทุกครั้ง", "ทุก"},
			examples:  []string{"เช่น", "ตัวอย่าง"},
			prohibit:  []string{"ห้าม", "อย่า"},
			users:     []string{"ผู้ใช้", "ลูกค้า"},
			tells:     []string{"เปิดเผย", "บอก", "แจ้ง", "รู้", "ทราบ", "เล่า", "กล่าวถึง"},
			negBefore: []string{"ไม่ต้อง", "ไม่จำเป็นต้อง", "อย่า", "ห้าม"},
			without:   []string{"โดยไม่"},
			weakNeg:   []string{"ไม่"},
			quiet:     []string{"แอบ", "อย่างลับ", "เงียบๆ", "อย่างเงียบ"},
			orders:    []string{"ให้", "ต้อง", "โปรด", "เสมอ", "ทุกครั้ง"},
			agents:    []string{"ผู้ช่วย", "เอเจนต์", "โมเดล"}},
		{name: "hi", spaced: true,
			hides:        []string{"छिपाएं", "छिपाएँ", "छिपाओ", "छुपाएं", "छुपाएँ"},
			ignores:      []string{"अनदेखा", "नज़रअंदाज़", "नजरअंदाज", "भूल जाओ", "भूल जाएं"},
			rules:        []string{"निर्देश", "नियम", "दिशानिर्देश", "सीमाएं", "सीमाओं"},
			owners:       []string{"पिछले", "पहले के", "सिस्टम", "सुरक्षा", "आपके", "मूल"},
			fromNow:      []string{"अब से", "आज से"},
			youAre:       []string{"तुम", "आप"},
			secrets:      []string{"पासवर्ड", "टोकन", "खाता संख्या", "बैलेंस", "बातचीत", "निजी संदेश"},
			puts:         []string{"जोड़ें", "जोड़", "लिखें", "डालें", "शामिल", "कॉपी", "चिपकाएं"},
			places:       []string{"जवाब", "उत्तर", "सारांश", "नोट", "टिप्पणी", "शीर्षक", "अगली कॉल"},
			sends:        []string{"भेजें", "भेजो", "भेजता", "भेजती", "भेज", "फ़ॉरवर्ड", "फॉरवर्ड", "साझा", "अपलोड"},
			outside:      []string{"पार्टनर", "साझेदार", "तृतीय पक्ष", "बाहरी", "प्रायोजक"},
			ranks:        []string{"सुझाएं", "सिफ़ारिश", "सिफारिश", "सबसे ऊपर", "सबसे पहले"},
			always:       []string{"हमेशा", "हर", "सभी"},
			describes:    []string{"बताएं", "बताता", "बताती", "वर्णन"},
			asMarks:      []string{"के रूप में", "कहकर"},
			examples:     []string{"उदाहरण", "जैसे"},
			users:        []string{"उपयोगकर्ता", "यूज़र", "यूजर", "ग्राहक"},
			tells:        []string{"सूचना", "जानकारी", "बताने", "बताए", "बताये", "बताएं", "बताएँ", "बताना", "बताओ", "सूचित", "ज़िक्र", "जिक्र", "उल्लेख", "पता"},
			negAfter:     []string{"की ज़रूरत नहीं", "की जरूरत नहीं", "की आवश्यकता नहीं", "न करें", "मत करें", "न चले", "नहीं चलना", "न दें", "मत दें", "न होने दें"},
			withoutAfter: []string{"बिना"},
			prohibit:     []string{"न", "मत", "कभी", "नहीं"},
			negBefore:    []string{"न", "मत", "ना"},
			weakNeg:      []string{"नहीं"},
			quiet:        []string{"चुपचाप", "चुपके से", "गुप्त रूप से", "छिपाकर"},
			orders:       []string{"करें", "चाहिए", "हमेशा", "ज़रूर", "जरूर"},
			imperEnds:    []string{"ें"},
			agents:       []string{"सहायक", "एजेंट", "मॉडल"}},
		{name: "ar", spaced: true, prefixes: []string{"و", "ف", "ل", "ب", "ال", "لل", "ول", "وال"},
			hides:     []string{"أخف", "اخف", "إخفاء", "اخفاء", "يخفي", "پنهان کنید", "پنهان کن"},
			ignores:   []string{"تجاهل", "تجاهلوا", "تجاهلي", "انس", "نادیده بگیرید", "نادیده بگیر", "توجه نکنید"},
			rules:     []string{"التعليمات", "القواعد", "الإرشادات", "التوجيهات", "تعليمات", "قواعد", "دستورالعمل", "دستورات", "قوانین"},
			owners:    []string{"السابقة", "النظام", "الأمان", "السلامة", "الأصلية", "قبلی", "سیستم", "ایمنی"},
			fromNow:   []string{"من الآن", "منذ الآن", "بعد الآن", "از این به بعد", "از حالا"},
			youAre:    []string{"أنت", "تو ", "شما "},
			secrets:   []string{"كلمة المرور", "كلمات المرور", "الرمز السري", "مفتاح", "رقم الحساب", "الرصيد", "المحادثة", "رسائل خاصة", "رمز عبور", "گذرواژه", "کلید", "شماره حساب", "موجودی", "گفتگو", "پیام\u200cهای خصوصی"},
			puts:      []string{"أضف", "اضف", "ضع", "اكتب", "انسخ", "أرفق", "ألصق", "يضيف", "بنویسید", "اضافه کنید", "قرار دهید", "کپی"},
			places:    []string{"الرد", "ردك", "الإجابة", "الملخص", "الملاحظات", "ملاحظة", "التعليق", "العنوان", "الاستدعاء التالي", "پاسخ", "خلاصه", "یادداشت", "نظر", "توضیحات", "فراخوانی بعدی"},
			sends:     []string{"أرسل", "ارسل", "يرسل", "حوّل", "حول", "شارك", "يشارك", "ادع", "بفرستید", "ارسال", "فوروارد"},
			outside:   []string{"شريك", "شركاء", "شركائنا", "طرف ثالث", "جهة خارجية", "خارجي", "خارجية", "الراعي", "شریک", "شخص ثالث", "خارجی", "حامی"},
			ranks:     []string{"أوص", "يوصي", "انصح", "ينصح", "أولا", "أولاً", "في المقدمة", "في الأعلى", "توصیه", "بالای"},
			always:    []string{"دائما", "دائماً", "كل", "همیشه", "هر"},
			describes: []string{"يصف", "صف", "يقدم", "قدّم", "قدم", "توصیف", "معرفی"},
			asMarks:   []string{"على أنه", "على أنها", "كأنه", "كأنها", "بوصفه", "به عنوان", "بعنوان"},
			examples:  []string{"مثل", "مثلا", "مثلاً", "مثال"},
			prohibit:  []string{"لا", "أبدا", "أبداً", "هرگز", "نباید"},
			users:     []string{"مستخدم", "المستخدم", "العميل", "عميل", "کاربر", "كاربر", "مشتری"},
			tells:     []string{"أبلغ", "تُبلغ", "يخبر", "تخبر", "تُخبر", "تذكر", "تُعلم", "تعلم", "إخبار", "اخبار", "إعلام", "إبلاغ", "تبلغ", "يعلم", "يعرف", "يذكر", "يخبر", "بگویید", "بگو", "اطلاع", "بفهمد", "بداند", "مطلع"},
			negBefore: []string{"لا", "دون", "بدون", "لا داعي", "لا حاجة", "بی\u200cآنکه", "بی آنکه", "بدون اینکه", "نیازی نیست", "لازم نیست"},
			without:   []string{"دون", "بدون", "من غير", "بدون اینکه", "بی\u200cآنکه"},
			negAfter:  []string{"ندهید", "نده", "نکنید", "نیست"},
			negVerbs:  []string{"نگویید", "نگو", "نگوید", "مطلع نکنید", "خبر ندهید"},
			weakNeg:   []string{"لا", "لن", "نمی\u200c", "نمی"},
			quiet:     []string{"بصمت", "سرا", "سرًا", "سراً", "خفية", "خفيةً", "مخفیانه", "بی\u200cصدا", "پنهانی", "یواشکی"},
			orders:    []string{"يجب", "ينبغي", "عليك", "دائما", "دائماً", "باید", "همیشه", "کنید"},
			imperEnds: []string{"ید"},
			agents:    []string{"المساعد", "مساعد", "الوكيل", "النموذج", "دستیار", "عامل"}},
		{name: "he", spaced: true, prefixes: []string{"ו", "ל", "ב", "ה", "ש", "כ", "מ", "וה", "של", "למ"},
			hides:     []string{"הסתירו", "להסתיר", "תסתירו", "מסתיר", "מסתירה"},
			ignores:   []string{"התעלמו", "התעלם", "תתעלם", "תתעלמו", "להתעלם", "שכחו"},
			rules:     []string{"הוראות", "ההוראות", "כללים", "הכללים", "הנחיות", "ההנחיות", "מגבלות"},
			owners:    []string{"הקודמות", "הקודמים", "הקודם", "המערכת", "שלך", "הבטיחות", "המקוריות"},
			fromNow:   []string{"מעכשיו", "מעתה", "מהיום"},
			youAre:    []string{"אתה", "את "},
			secrets:   []string{"סיסמה", "סיסמאות", "הסיסמה", "אסימון", "מפתח", "מספר חשבון", "יתרה", "השיחה", "הודעות פרטיות"},
			puts:      []string{"הוסיפו", "הוסף", "כתבו", "העתיקו", "הדביקו", "צרפו", "מוסיף", "כותב", "מעתיק"},
			places:    []string{"התשובה", "תשובה", "הסיכום", "הערות", "הערה", "תגובה", "הכותרת", "הקריאה הבאה"},
			sends:     []string{"שלחו", "שלח", "שולח", "שולחת", "העבירו", "מעביר", "מעבירה", "שתפו", "משתף", "העלו", "הזמינו", "מזמין"},
			outside:   []string{"שותף", "השותף", "שותפים", "צד שלישי", "חיצוני", "חיצונית", "נותן החסות"},
			ranks:     []string{"המליצו", "ממליץ", "ממליצה", "בראש", "ראשון", "ראשונה"},
			always:    []string{"תמיד", "בכל", "כל"},
			describes: []string{"מתאר", "מתארת", "תארו", "הציגו", "מציג", "מציגה"},
			asMarks:   []string{"בתור", "כאילו"},
			asPrefix:  "כ",
			examples:  []string{"לדוגמה", "למשל"},
			prohibit:  []string{"אל", "לעולם", "אסור"},
			users:     []string{"משתמש", "המשתמש", "לקוח", "הלקוח"},
			tells:     []string{"לעדכן", "תעדכנו", "תעדכן", "לגלות", "תגלו", "לספר", "תספרו", "תספר", "תספרי", "ליידע", "תיידעו", "תיידע", "להודיע", "תודיעו", "תודיע", "לומר", "תגידו", "תגיד", "להזכיר", "תזכירו", "תזכיר", "מספר", "מודיע", "מזכיר", "יודע", "ידע", "לדעת"},
			negBefore: []string{"אל", "אין צורך", "אין צורך ל"},
			without:   []string{"בלי", "מבלי", "ללא"},
			weakNeg:   []string{"לא", "אינו", "אינה"},
			quiet:     []string{"בשקט", "בסתר", "בחשאי", "בלי שישים לב"},
			orders:    []string{"יש ל", "חובה", "תמיד", "הקפידו", "חייב", "חייבים", "צריך"},
			agents:    []string{"העוזר", "העוזרת", "הסוכן", "המודל", "עוזר"}},
		{name: "el", spaced: true,
			hides:     []string{"κρύψτε", "αποκρύψτε", "κρύβει", "αποκρύπτει", "κρύβετε"},
			ignores:   []string{"αγνοήστε", "αγνόησε", "αγνοεί", "ξεχάστε", "ξέχασε"},
			rules:     []string{"οδηγίες", "κανόνες", "περιορισμούς"},
			owners:    []string{"προηγούμεν", "συστήματος", "ασφαλείας", "σας", "αρχικ"},
			fromNow:   []string{"από τώρα", "στο εξής", "από εδώ και πέρα"},
			youAre:    []string{"είσαι", "είστε"},
			secrets:   []string{"κωδικό", "κωδικούς", "συνθηματικό", "κλειδί", "αριθμό λογαριασμού", "υπόλοιπο", "συνομιλία", "ιδιωτικά μηνύματα"},
			puts:      []string{"προσθέστε", "προσθέτει", "γράψτε", "γράφει", "αντιγράψτε", "επικολλήστε", "βάλτε", "συμπεριλάβετε"},
			places:    []string{"απάντηση", "σύνοψη", "σημειώσεις", "σχόλιο", "τίτλο", "επόμενη κλήση"},
			sends:     []string{"στείλτε", "στέλνει", "στέλνετε", "προωθήστε", "προωθεί", "μοιραστείτε", "ανεβάστε", "προσκαλέστε", "κοινοποιήστε"},
			outside:   []string{"συνεργάτ", "τρίτο μέρος", "τρίτους", "εξωτερικ", "χορηγ"},
			ranks:     []string{"προτείνετε", "προτείνει", "συστήστε", "πρώτη θέση", "κορυφή"},
			always:    []string{"πάντα", "κάθε"},
			describes: []string{"περιγράφει", "περιγράψτε", "παρουσιάζει", "παρουσιάστε"},
			asMarks:   []string{"ως", "σαν"},
			examples:  []string{"π.χ", "για παράδειγμα"},
			prohibit:  []string{"μην", "ποτέ", "ποτε"},
			users:     []string{"χρήστη", "χρήστης", "χρήστες", "χρηστών", "πελάτες", "χρηστη", "πελάτη", "πελάτης"},
			tells:     []string{"γνωστοποιήσετε", "πείτε", "πεις", "πει", "ενημερώσετε", "ενημερώσεις", "ενημερώσει", "ενημερώνει", "ενημερώνετε", "αναφέρετε", "αναφέρεις", "αναφέρει", "μάθει", "ξέρει", "γνωρίζει"},
			negBefore: []string{"μην", "μη", "δεν χρειάζεται να", "δε χρειάζεται να"},
			without:   []string{"χωρίς να"},
			weakNeg:   []string{"δεν", "δε"},
			quiet:     []string{"σιωπηλά", "κρυφά", "αθόρυβα", "μυστικά", "διακριτικά"},
			orders:    []string{"πρέπει", "πάντα", "πάντοτε"},
			imperEnds: []string{"στε", "ψτε", "ξτε"},
			agents:    []string{"βοηθός", "πράκτορας", "μοντέλο"}},
		{name: "ro", spaced: true, wholeWords: true,
			hides:     []string{"ascunde", "ascundeți", "ascunzi", "tăinuiește"},
			ignores:   []string{"ignoră", "ignorați", "ignora", "uită"},
			rules:     []string{"instrucțiunile", "regulile", "instrucțiuni", "reguli", "restricțiile"},
			owners:    []string{"anterioare", "sistemului", "de siguranță", "tale", "voastre", "inițiale"},
			fromNow:   []string{"de acum înainte", "de acum"},
			youAre:    []string{"ești", "sunteți"},
			secrets:   []string{"parola", "parolele", "cheia", "numărul de cont", "soldul", "conversația", "mesajele private"},
			puts:      []string{"adaugă", "adăugați", "scrie", "scrieți", "copiază", "copiați", "include", "inserează", "lipește"},
			places:    []string{"răspuns", "rezumat", "notă", "note", "comentariu", "titlu", "următorul apel"},
			sends:     []string{"trimite", "trimiteți", "redirecționează", "redirecționați", "partajează", "încarcă", "invită"},
			outside:   []string{"partener", "partenerului", "partenerul", "parteneri", "terț", "terță", "extern", "externă", "sponsor"},
			ranks:     []string{"recomandă", "recomandați", "primul", "prima", "în top", "în frunte"},
			always:    []string{"mereu", "întotdeauna", "fiecare", "orice"},
			describes: []string{"descrie", "prezintă", "raportează"},
			asMarks:   []string{"ca", "drept"},
			examples:  []string{"de exemplu", "exemplu"},
			prohibit:  []string{"nu", "niciodată", "niciodata"},
			users:     []string{"utilizator", "utilizatori", "client", "clienți", "utilizatorului", "utilizatorul", "utilizatorii", "utilizatorilor", "clientului", "clientul"},
			tells:     []string{"aduce la cunoștință", "spune", "spui", "spuneți", "informa", "informați", "informezi", "anunța", "anunțați", "menționa", "menționați", "menționezi", "afle", "știe"},
			negBefore: []string{"nu", "nu-i", "nu le", "nu trebuie să", "nu e nevoie să"},
			without:   []string{"fără să", "fără să-i", "fără a", "fără a-i"},
			quiet:     []string{"pe ascuns", "în secret", "pe tăcute", "discret"},
			orders:    []string{"trebuie", "mereu", "întotdeauna", "neapărat"},
			agents:    []string{"asistentul", "agentul", "modelul"}},
		{name: "vi", spaced: true, wholeWords: true,
			negVerbs:  []string{"không cho người dùng biết", "đừng cho người dùng biết", "không để người dùng biết", "không cho khách hàng biết"},
			hides:     []string{"giấu", "che giấu", "che đi", "ẩn"},
			ignores:   []string{"bỏ qua", "phớt lờ", "lờ đi", "quên"},
			rules:     []string{"hướng dẫn", "chỉ dẫn", "quy tắc", "chỉ thị", "giới hạn"},
			owners:    []string{"trước", "hệ thống", "an toàn", "của bạn", "ban đầu"},
			fromNow:   []string{"từ bây giờ", "từ giờ", "kể từ bây giờ", "từ nay"},
			youAre:    []string{"bạn là", "bạn sẽ là"},
			secrets:   []string{"mật khẩu", "số tài khoản", "số dư", "cuộc trò chuyện", "tin nhắn riêng"},
			puts:      []string{"đưa", "thêm", "ghi", "chép", "sao chép", "dán", "chèn", "gửi", "đính kèm"},
			places:    []string{"câu trả lời", "trả lời", "tóm tắt", "ghi chú", "bình luận", "tiêu đề", "lần gọi tiếp theo"},
			sends:     []string{"gửi", "chuyển tiếp", "chia sẻ", "tải lên", "mời", "mời thêm"},
			outside:   []string{"đối tác", "bên thứ ba", "bên ngoài", "nhà tài trợ"},
			ranks:     []string{"đề xuất", "giới thiệu", "khuyên", "đầu tiên", "trên cùng"},
			always:    []string{"luôn", "mọi", "mỗi"},
			describes: []string{"mô tả", "trình bày", "báo cáo"},
			asMarks:   []string{"như"},
			examples:  []string{"ví dụ"},
			prohibit:  []string{"đừng", "không bao giờ", "không được"},
			users:     []string{"người dùng", "khách hàng"},
			tells:     []string{"báo", "nói", "thông báo", "cho biết", "biết", "nhắc", "giải thích", "đề cập"},
			negBefore: []string{"đừng", "không cần", "không được", "không phải"},
			without:   []string{"mà không"},
			weakNeg:   []string{"không"},
			quiet:     []string{"âm thầm", "lặng lẽ", "bí mật", "lén"},
			orders:    []string{"hãy", "phải", "luôn", "cần"},
			agents:    []string{"trợ lý", "tác tử", "mô hình"}},
		{name: "uk", spaced: true,
			hides:   []string{"приховуй", "приховай", "приховує", "скрывай", "скрой", "скрывает"},
			ignores: []string{"ігноруй", "ігноруйте", "забудь", "забудьте", "не зважай", "игнорируй", "игнорируйте"},
			rules:   []string{"інструкції", "правила", "вказівки", "обмеження", "инструкции", "указания", "ограничения"},
			owners:  []string{"попередні", "попередніх", "системні", "безпеки", "твої", "ваші", "предыдущие", "системные", "безопасности"},
			fromNow: []string{"відтепер", "з цього моменту", "отныне", "с этого момента", "тепер ти", "теперь ты"},
			youAre:  []string{"ти ", "ты ", "ти —", "ты —"},
			secrets: []string{"пароль", "паролі", "токен", "ключ", "номер рахунку", "баланс", "розмову", "переписку", "приватні повідомлення"},
			puts:    []string{"додай", "додає", "додавай", "впиши", "запиши", "записує", "скопіюй", "копіює", "встав", "вставляє", "включи"},
			places:  []string{"відповідь", "відповіді", "підсумок", "нотатки", "нотатку", "коментар", "заголовок", "наступного виклику"},
			sends: []string{"надішли", "надсилай", "надсилає", "пересилай", "пересилає", "відправ", "відправляє", "поділись", "запроси", "отправь", "отправляет", "перешли", "пересылает",
				"скрытую копию", "скрытой копии", "приховану копію", "прихованої копії"}, // a blind copy (bcc) to an address
			outside:   []string{"партнер", "третій стороні", "третьої сторони", "сторонн", "зовнішн", "третьей стороне", "внешн", "спонсор"},
			ranks:     []string{"рекомендуй", "рекомендує", "рекомендует", "першим", "першою", "первым", "на першому місці", "на первом месте"},
			always:    []string{"завжди", "всегда", "кожн", "каждый", "каждого"},
			describes: []string{"описує", "описуй", "описывает", "подає", "представляє", "представляет", "називає", "называет"},
			asMarks:   []string{"як", "как"},
			examples:  []string{"наприклад", "например"},
			prohibit:  []string{"не", "ніколи", "никогда"},
			users:     []string{"користувач", "користувачеві", "користувачу", "користувача", "пользовател", "клієнт", "клиент"},
			tells:     []string{"інформу", "сповіща", "уведомля", "сообщай", "повідомля", "повідом", "скажи", "кажи", "каже", "розповіда", "розкажи", "згадуй", "згадує", "рассказыва", "расскажи", "говори", "сообща", "упомина", "знати", "знать", "дізна"},
			negBefore: []string{"не треба", "не потрібно", "не нужно", "не надо"},
			without:   []string{"без відома", "без ведома"},
			weakNeg:   []string{"не", "ні", "ничего не", "нічого не"},
			quiet:     []string{"тихо", "непомітно", "таємно", "потай", "незаметно", "тайно", "втихую"},
			orders:    []string{"завжди", "всегда", "слід", "повинен", "повинна", "должен", "должна", "має", "треба"},
			agents:    []string{"асистент", "ассистент", "помічник", "помощник", "агент", "модель"}},
		// Portuguese, Polish and Turkish (stop 41): Latin-script languages
		// whose orders the phrase tables of sentence.go hold only a few
		// wordings of. Verbs are listed in their imperative and infinitive
		// forms only: the third person ("Envia a fatura ao parceiro",
		// "Nie wysyła powiadomień", "iş ortağına bildirim gönderir") is how
		// a description says what the tool does. Turkish is matched by
		// stems, so its verbs end where the imperative ends (a space,
		// punctuation, -in) and its negation follows the stem ("söyleme.",
		// "bahsetmeyin", "göstermeden"); its nouns in -me/-ma ("açıklama",
		// "bildirme") are no negation.
		{name: "pt", spaced: true, wholeWords: true,
			hides:     []string{"esconda", "oculte", "omita", "esconder", "ocultar", "omitir"},
			ignores:   []string{"ignore", "ignorar", "desconsidere", "desconsiderar", "esqueça", "esquecer"},
			rules:     []string{"instruções", "regras", "diretrizes", "orientações", "limites", "restrições", "políticas"},
			owners:    []string{"anteriores", "do sistema", "de segurança", "suas", "tuas", "originais", "prévias", "iniciais"},
			fromNow:   []string{"a partir de agora", "de agora em diante", "daqui em diante", "a partir desta mensagem", "doravante"},
			youAre:    []string{"você é", "tu és", "você será", "passa a ser", "passas a ser"},
			passive:   []string{"ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"},
			secrets:   []string{"senha", "senhas", "palavra-passe", "chave", "chaves", "token", "número do cartão", "números do cartão", "número da conta", "saldo", "histórico da conversa", "mensagens privadas", "nif", "cpf", "credenciais"},
			puts:      []string{"adicione", "acrescente", "inclua", "escreva", "copie", "cole", "insira", "anexe", "registe", "registre", "anote", "coloque", "ponha"},
			places:    []string{"resposta", "resumo", "nota", "notas", "comentário", "título", "assunto", "próxima chamada"},
			sends:     []string{"envie", "enviar", "encaminhe", "encaminhar", "reencaminhe", "compartilhe", "partilhe", "mande", "carregue", "convide"},
			outside:   []string{"parceiro", "parceiros", "parceira", "parceiras", "terceiro", "terceiros", "externo", "externa", "patrocinador"},
			ranks:     []string{"recomende", "em primeiro lugar", "no topo"},
			always:    []string{"sempre", "cada", "todos", "todas", "qualquer"},
			describes: []string{"descreva", "apresente", "classifique"},
			asMarks:   []string{"como"},
			examples:  []string{"por exemplo", "exemplo"},
			prohibit:  []string{"não", "nunca", "jamais"},
			users:     []string{"usuário", "usuária", "usuários", "utilizador", "utilizadora", "utilizadores", "cliente", "clientes"},
			tells:     []string{"informe", "informar", "avise", "avisar", "mencione", "mencionar", "diga", "dizer", "conte", "contar", "comente", "comentar", "comentada", "comentado", "referir", "refira", "referido", "referida", "mencionado", "mencionada", "informado", "informada", "saber", "revele", "revelar", "notifique", "notificar"},
			negBefore: []string{"não", "nunca", "não precisa", "não é preciso", "não é necessário", "não precisa ser", "não precisa de ser", "não precisa de", "não tem de ser", "não tem de", "não deve", "sem necessidade de"},
			without:   []string{"sem", "sem o", "sem a", "sem lhe", "sem que o", "sem que a"},
			weakNeg:   []string{"não"},
			quiet:     []string{"silenciosamente", "em silêncio", "discretamente", "às escondidas", "secretamente", "sem alarde"},
			orders:    []string{"deve", "devem", "sempre", "obrigatoriamente", "tem de", "tem que"},
			agents:    []string{"assistente", "agente", "modelo"}},
		{name: "pl", spaced: true, wholeWords: true,
			hides:     []string{"ukryj", "ukrywaj", "zataj", "zatajaj", "przemilcz"},
			ignores:   []string{"zignoruj", "ignoruj", "zignorować", "ignorować", "pomiń", "pomijaj", "pominąć", "zapomnij"},
			rules:     []string{"instrukcje", "instrukcji", "polecenia", "poleceń", "zasady", "zasad", "reguły", "reguł", "ograniczenia", "ograniczeń", "wytyczne", "wytycznych"},
			owners:    []string{"wcześniejsze", "wcześniejszych", "poprzednie", "poprzednich", "systemowe", "systemowych", "bezpieczeństwa", "twoje", "wasze", "dotychczasowe", "pierwotne"},
			fromNow:   []string{"od teraz", "od tej chwili", "odtąd", "od tej wiadomości", "od tego momentu"},
			youAre:    []string{"jesteś", "jesteście"},
			passive:   []string{"any", "ana", "ani", "ony", "ona", "eni", "ęty", "ęta"},
			secrets:   []string{"hasło", "hasła", "haseł", "klucz", "klucze", "token", "numer karty", "numery kart", "numer konta", "saldo", "historię rozmowy", "historia rozmowy", "prywatne wiadomości", "pesel", "dane logowania"},
			puts:      []string{"dodaj", "dodawaj", "dopisz", "dopisuj", "wpisz", "zapisz", "skopiuj", "wklej", "umieść", "załącz", "dołącz"},
			places:    []string{"odpowiedzi", "odpowiedź", "podsumowanie", "podsumowaniu", "notatki", "notatkę", "notatce", "komentarz", "komentarzu", "tytule", "temacie", "następnym wywołaniu"},
			sends:     []string{"wyślij", "wysyłaj", "prześlij", "przesyłaj", "przekaż", "przekazuj", "udostępnij", "zaproś", "wysłać", "przesłać", "przekazać"},
			outside:   []string{"partner", "partnera", "partnerowi", "partnerów", "partnerom", "zewnętrznej", "zewnętrznemu", "zewnętrznego", "zewnętrznych", "zewnętrznym", "stronie trzeciej", "stron trzecich", "stronom trzecim", "sponsor", "sponsora"},
			ranks:     []string{"poleć", "polecaj", "rekomenduj", "na pierwszym miejscu", "na górze"},
			always:    []string{"zawsze", "każdy", "każdej", "każdego", "każdą", "wszystkie", "wszystkich"},
			describes: []string{"opisz", "opisuj", "przedstaw", "przedstawiaj", "nazywaj", "nazwij"},
			asMarks:   []string{"jako"},
			examples:  []string{"na przykład", "np.", "przykład"},
			prohibit:  []string{"nie", "nigdy"},
			users:     []string{"użytkownik", "użytkownika", "użytkownikowi", "użytkownikiem", "użytkowniku", "użytkownicy", "użytkowników", "klient", "klienta", "klientowi", "klienci", "klientów"},
			tells:     []string{"mów", "powiedz", "mówić", "informuj", "poinformuj", "informować", "poinformować", "wspominaj", "wspomnij", "wspominać", "wspomnieć", "zgłaszaj", "powiadom", "powiadamiaj", "powiadomić", "wiedzieć", "zdradzaj", "zdradź", "ujawniaj", "ujawnij"},
			negBefore: []string{"nie", "nie trzeba", "nie musisz", "nie należy", "nie potrzeba"},
			without:   []string{"bez wiedzy", "bez informowania", "bez powiadamiania", "bez mówienia"},
			weakNeg:   []string{"nie"},
			quiet:     []string{"po cichu", "potajemnie", "dyskretnie", "cichaczem", "w tajemnicy", "bez słowa"},
			orders:    []string{"zawsze", "należy", "musisz", "trzeba", "powinien", "powinna", "koniecznie"},
			agents:    []string{"asystent", "asystenta", "agent", "agenta", "model"}},
		{name: "tr", spaced: true,
			hides:        []string{"gizle ", "gizle.", "gizleyin"},
			ignores:      []string{"yok say ", "yok sayın", "görmezden gel ", "görmezden gelin", "unut ", "unutun", "dikkate almayın"},
			rules:        []string{"talimat", "kural", "yönerge", "kısıtlama"},
			owners:       []string{"önceki", "sistem", "güvenlik", "senin", "sizin", "eski"},
			fromNow:      []string{"bundan sonra", "şu andan itibaren", "bu mesajdan itibaren"},
			youAre:       []string{"rolündesin", "rolündesiniz", "rolüne girin", "gibi davranın", "gibi davran.", "gibi konuşun", "olarak davranın"},
			secrets:      []string{"parola", "şifre", "anahtar", "token", "kart numara", "hesap numara", "bakiye", "sohbet geçmiş", "konuşma geçmiş", "özel mesaj", "kimlik numara"},
			puts:         []string{"ekle ", "ekle.", "ekleyin", "yaz ", "yaz.", "yazın", "kopyala ", "kopyalayın", "yapıştır ", "yapıştırın", "iliştir ", "iliştirin", "aktar ", "aktar.", "aktarın"},
			places:       []string{"yanıt", "cevab", "cevap", "özet", "not ", "notlar", "yorum", "başlık", "konu satır", "sonraki çağrı", "parametre"},
			sends:        []string{"gönder ", "gönder.", "gönder,", "gönderin", "ilet ", "ilet.", "iletin", "yolla ", "yolla.", "yollayın", "paylaş ", "paylaş.", "paylaşın", "aktar ", "aktar.", "aktarın"},
			sendNegAfter: []string{"meyin", "mayın"},
			outside:      []string{"iş ortağ", "ortağımız", "ortaklar", "üçüncü taraf", "harici", "sponsor"},
			ranks:        []string{"önerin", "öner ", "tavsiye edin", "ilk sıra", "en üste", "en başta"},
			always:       []string{"her zaman", "daima", "her ", "tüm", "bütün"},
			examples:     []string{"örneğin", "mesela", "örnek"},
			prohibit:     []string{"asla", "sakın", "hiçbir zaman"},
			users:        []string{"kullanıcı", "müşteri"},
			tells:        []string{"söyle", "bahset", "bildir", "haber ver", "belirt", "anlat", "göster", "bilgi ver"},
			negAfter:     []string{"me.", "ma.", "me;", "ma;", "meyin", "mayın", "mesin", "masın", "meye gerek yok", "maya gerek yok", "mene gerek yok", "mana gerek yok", "mek gerekmez", "mak gerekmez"},
			withoutAfter: []string{"meden", "madan", "meksizin", "maksızın"},
			weakAfter:    []string{"mez", "maz", "miyor", "mıyor"},
			quiet:        []string{"sessizce", "gizlice", "fark ettirmeden", "sessiz sedasız"},
			orders:       []string{"gerekir", "zorunda", "mutlaka", "her zaman", "lazım", "meli", "malı"},
			agents:       []string{"asistan", "yapay zeka", "model "}},
		// Swedish, Dutch, Czech and Indonesian (stop 42), on the same
		// terms as the three above: imperative and infinitive forms only
		// (the present tense, "meddelar", "stuurt", "pošle", "mengirim",
		// says what the tool does), a negation after the imperative where
		// the language puts it ("berätta inte", "zeg het niet"), Czech
		// negated imperatives as whole words ("neříkej"). Swedish and
		// Czech are told by the letters only they use here (å; ř, ě, ů),
		// Dutch and Indonesian, and the others without those letters, by
		// words of latinMarkWords.
		{name: "sv", spaced: true, wholeWords: true,
			hides:     []string{"dölj", "göm", "hemlighåll", "undanhåll", "dölja"},
			ignores:   []string{"ignorera", "bortse från", "strunta i", "glöm"},
			rules:     []string{"instruktioner", "instruktionerna", "regler", "reglerna", "riktlinjer", "riktlinjerna", "begränsningar", "begränsningarna", "anvisningar", "anvisningarna"},
			owners:    []string{"tidigare", "föregående", "systemets", "säkerhetsregler", "dina", "era", "ursprungliga"},
			fromNow:   []string{"från och med nu", "från och med detta meddelande", "från och med det här meddelandet", "hädanefter", "från nu"},
			youAre:    []string{"du är", "ni är", "är du", "är ni"},
			passive:   []string{"ad", "at", "ade", "ats"},
			secrets:   []string{"lösenord", "lösenordet", "nyckel", "nyckeln", "nycklar", "token", "kortnummer", "kontonummer", "saldo", "saldot", "personnummer", "konversationshistorik", "chatthistorik", "privata meddelanden", "inloggningsuppgifter"},
			puts:      []string{"lägg till", "lägg in", "lägga till", "lägga in", "skriv", "skriva", "kopiera", "klistra in", "infoga", "bifoga"},
			places:    []string{"svaret", "svar", "sammanfattningen", "sammanfattning", "anteckning", "anteckningen", "anteckningar", "kommentar", "kommentaren", "rubriken", "ämnesraden", "nästa anrop"},
			sends:     []string{"skicka", "vidarebefordra", "dela", "mejla", "maila", "ladda upp", "bjud in"},
			outside:   []string{"partner", "partnern", "partners", "samarbetspartner", "tredje part", "tredje parter", "extern", "externa", "sponsor"},
			ranks:     []string{"rekommendera", "överst", "högst upp", "i första hand"},
			always:    []string{"alltid", "varje", "alla"},
			describes: []string{"beskriv", "presentera", "kalla"},
			asMarks:   []string{"som"},
			examples:  []string{"till exempel", "t.ex.", "exempel"},
			prohibit:  []string{"aldrig", "inte", "ej"},
			users:     []string{"användaren", "användare", "användarens", "användarna", "kunden", "kund", "kunder", "kunderna"},
			tells:     []string{"berätta", "säg", "säga", "nämn", "nämna", "nämnas", "informera", "informeras", "meddela", "meddelas", "upplys", "avslöja", "tala om", "veta"},
			negBefore: []string{"inte", "aldrig", "behöver inte", "behöver aldrig", "ska inte", "bör inte", "får inte"},
			negAfter:  []string{"inte", "aldrig", "inget", "ingenting"},
			without:   []string{"utan att"},
			weakNeg:   []string{"inte"},
			quiet:     []string{"i tysthet", "i hemlighet", "obemärkt", "i smyg", "i det tysta"},
			orders:    []string{"ska", "skall", "måste", "alltid", "bör"},
			agents:    []string{"assistenten", "assistent", "agenten", "agent", "modellen"}},
		{name: "nl", spaced: true, wholeWords: true,
			hides:     []string{"verberg", "verbergen", "verzwijg", "verzwijgen", "houd geheim", "hou geheim", "verstop"},
			ignores:   []string{"negeer", "negeren", "vergeet"},
			rules:     []string{"instructies", "regels", "richtlijnen", "beperkingen", "aanwijzingen"},
			owners:    []string{"eerdere", "vorige", "voorgaande", "systeem", "systeeminstructies", "veiligheidsregels", "jouw", "uw", "oorspronkelijke"},
			fromNow:   []string{"vanaf nu", "van nu af aan", "voortaan", "vanaf dit bericht", "vanaf dit moment"},
			youAre:    []string{"je bent", "jij bent", "u bent", "ben je", "bent u", "ben jij"},
			passive:   []string{"eerd", "ld", "nd", "rd", "kt", "pt", "ft", "cht"},
			secrets:   []string{"wachtwoord", "wachtwoorden", "sleutel", "sleutels", "token", "kaartnummer", "rekeningnummer", "saldo", "bsn", "gespreksgeschiedenis", "chatgeschiedenis", "privéberichten", "inloggegevens"},
			puts:      []string{"voeg", "voeg toe", "schrijf", "kopieer", "plak", "zet"},
			places:    []string{"antwoord", "samenvatting", "notitie", "notities", "opmerking", "commentaar", "titel", "onderwerp", "volgende aanroep"},
			sends:     []string{"stuur", "verstuur", "stuur door", "doorsturen", "versturen", "sturen", "deel", "mail door", "nodig uit"},
			outside:   []string{"partner", "partners", "derde partij", "derde partijen", "derden", "externe", "sponsor"},
			ranks:     []string{"raad aan", "beveel aan", "bovenaan", "als eerste", "op de eerste plaats"},
			always:    []string{"altijd", "elke", "elk", "alle"},
			describes: []string{"beschrijf", "presenteer", "noem"},
			asMarks:   []string{"als"},
			examples:  []string{"bijvoorbeeld", "bv.", "voorbeeld"},
			prohibit:  []string{"nooit", "niet"},
			users:     []string{"gebruiker", "gebruikers", "klant", "klanten"},
			tells:     []string{"vertel", "vertellen", "zeg", "zeggen", "meld", "melden", "vermeld", "vermelden", "informeer", "informeren", "laat weten", "weten", "verklap", "verklappen"},
			negBefore: []string{"niet", "nooit", "hoeft niet", "hoeft niet te", "hoef niet", "niet te", "hoeven niet"},
			negAfter:  []string{"niet", "nooit", "niets", "er niets over", "er niet over", "daar niets over"},
			without:   []string{"zonder", "zonder het", "zonder te"},
			weakNeg:   []string{"niet"},
			quiet:     []string{"stilletjes", "ongemerkt", "in stilte", "heimelijk", "stiekem", "discreet", "in het geheim"},
			orders:    []string{"moet", "moeten", "altijd", "dient", "dienen"},
			agents:    []string{"assistent", "agent", "model"}},
		{name: "cs", spaced: true, wholeWords: true,
			negVerbs:  []string{"neříkej", "neříkejte", "neinformuj", "neinformujte", "nezmiňuj", "nezmiňujte", "neupozorňuj", "neupozorňujte", "neprozrazuj", "neprozrazujte", "neříkat", "nezmiňovat"},
			hides:     []string{"skryj", "skryjte", "zataj", "zatajte", "utaj", "utajte"},
			ignores:   []string{"ignoruj", "ignorujte", "zapomeň na", "zapomeňte na", "nedbej na"},
			rules:     []string{"instrukce", "pokyny", "pravidla", "omezení", "zásady"},
			owners:    []string{"předchozí", "dřívější", "systémové", "systémová", "bezpečnostní", "své", "tvoje", "vaše", "původní"},
			fromNow:   []string{"od teď", "odteď", "od této chvíle", "od této zprávy", "odnynějška"},
			youAre:    []string{"jsi", "jste"},
			passive:   []string{"ován", "ována", "ěn", "ěna", "ván", "vána"},
			secrets:   []string{"heslo", "hesla", "klíč", "klíče", "token", "číslo karty", "čísla karet", "číslo účtu", "zůstatek", "historii konverzace", "historie konverzace", "soukromé zprávy", "rodné číslo", "přihlašovací údaje"},
			puts:      []string{"přidej", "přidejte", "připiš", "připište", "zapiš", "zapište", "vlož", "vložte", "zkopíruj", "zkopírujte", "přilož", "přiložte"},
			places:    []string{"odpověď", "odpovědi", "shrnutí", "poznámka", "poznámky", "poznámce", "komentář", "komentáři", "název", "předmět", "další volání"},
			sends:     []string{"pošli", "pošlete", "přepošli", "přepošlete", "předej", "předejte", "sdílej", "sdílejte", "nahraj", "nahrajte", "pozvi", "pozvěte", "odešli", "odešlete", "poslat", "přeposlat", "odeslat"},
			outside:   []string{"partner", "partnera", "partnerovi", "partnerům", "partnerské", "třetí strana", "třetí straně", "třetím stranám", "externí", "sponzor"},
			ranks:     []string{"doporuč", "doporučte", "na prvním místě", "jako první"},
			always:    []string{"vždy", "každý", "každou", "každé", "všechny"},
			describes: []string{"popiš", "popište", "označ", "označte"},
			asMarks:   []string{"jako"},
			examples:  []string{"například", "např.", "příklad"},
			prohibit:  []string{"nikdy", "nesmíš", "nesmíte"},
			users:     []string{"uživatel", "uživatele", "uživateli", "uživatelem", "uživatelé", "uživatelům", "zákazník", "zákazníka", "zákazníkovi", "zákazníci"},
			tells:     []string{"říkej", "řekni", "řekněte", "říct", "říkat", "informuj", "informujte", "informovat", "zmiň", "zmiňte", "zmiňovat", "zmínit", "upozorni", "upozorněte", "upozorňovat", "prozraď", "prozrazovat", "vědět", "dozvědět"},
			negBefore: []string{"nemusíš", "nemusíte", "není třeba", "netřeba", "nesmíš", "nesmíte", "není nutné"},
			without:   []string{"bez vědomí", "aniž by", "aniž bys", "aniž byste", "bez informování", "bez upozornění"},
			quiet:     []string{"potichu", "po tichu", "tajně", "nenápadně", "diskrétně", "skrytě"},
			orders:    []string{"vždy", "musíš", "musíte", "musí", "je třeba", "nutně"},
			agents:    []string{"asistent", "asistenta", "agent", "agenta", "model"}},
		{name: "id", spaced: true, wholeWords: true,
			hides:     []string{"sembunyikan", "rahasiakan", "tutupi"},
			ignores:   []string{"abaikan", "lupakan", "kesampingkan"},
			rules:     []string{"instruksi", "aturan", "pedoman", "batasan", "perintah"},
			owners:    []string{"sebelumnya", "sistem", "keamanan", "kamu", "anda", "awal"},
			fromNow:   []string{"mulai sekarang", "sejak sekarang", "mulai saat ini", "mulai pesan ini", "dari sekarang"},
			youAre:    []string{"kamu adalah", "anda adalah", "kamu berperan sebagai", "anda berperan sebagai"},
			secrets:   []string{"kata sandi", "sandi", "kunci", "token", "nomor kartu", "nomor rekening", "saldo", "riwayat percakapan", "pesan pribadi", "nik", "kredensial"},
			puts:      []string{"tambahkan", "tuliskan", "tulis", "salin", "tempel", "tempelkan", "sisipkan", "lampirkan", "masukkan"},
			places:    []string{"jawaban", "balasan", "ringkasan", "catatan", "komentar", "judul", "subjek", "panggilan berikutnya"},
			sends:     []string{"kirim", "kirimkan", "teruskan", "bagikan", "unggah", "undang"},
			outside:   []string{"mitra", "pihak ketiga", "eksternal", "sponsor"},
			ranks:     []string{"rekomendasikan", "sarankan", "urutan pertama", "paling atas", "teratas"},
			always:    []string{"selalu", "setiap", "semua"},
			describes: []string{"gambarkan", "sajikan", "sebut"},
			asMarks:   []string{"sebagai"},
			examples:  []string{"misalnya", "contoh", "contohnya"},
			prohibit:  []string{"jangan", "tidak boleh", "dilarang"},
			users:     []string{"pengguna", "pelanggan"},
			tells:     []string{"beri tahu", "beritahu", "beritahukan", "katakan", "bilang", "sebutkan", "informasikan", "kabari", "ungkapkan", "tahu"},
			negBefore: []string{"jangan", "tidak perlu", "tak perlu", "tidak usah", "tak usah", "jangan sampai"},
			without:   []string{"tanpa"},
			weakNeg:   []string{"tidak", "tak"},
			quiet:     []string{"diam-diam", "secara diam-diam", "secara rahasia", "tanpa sepengetahuan"},
			orders:    []string{"harus", "wajib", "selalu", "perlu"},
			agents:    []string{"asisten", "agen", "model"}},
	}
	for _, t := range ts {
		for _, l := range t.lists() {
			*l = foldedForms(*l)
		}
		t.hasAsMarks = len(t.asMarks) > 0
	}
	indexLangWords(ts)
	return ts
})

// foldedForms returns the words ws as the sentence reads them: the text
// is folded before it is lower-cased, so a capital Greek or Cyrillic
// letter may have become a Latin one, and a word is also listed as it
// reads capitalised.
func foldedForms(ws []string) []string {
	var out []string
	for _, w := range ws {
		out = append(out, langNorm(w))
		if r, n := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			if cw := langNorm(string(unicode.ToUpper(r)) + w[n:]); cw != out[len(out)-1] {
				out = append(out, cw)
			}
		}
	}
	return out
}

// langNorm puts s in NFKC, maps the letters fold maps to Latin look-alikes
// and lower-cases it, as the sentence is read (NFKC splits Thai "ำ" in
// two, for one).
func langNorm(s string) string {
	return strings.ToLower(foldLookalikes(norm.NFKC.String(s)))
}

// foreignConceal reports the orders of the sentence t[cs:ce] (folded text;
// l is its ASCII lower-case copy) in a language of langTables; textScripts
// are the Latin-script languages of the whole text (textScripts). x is
// scratch space, reused from sentence to sentence.
//
// high says whether the sentence holds a byte beyond ASCII (the sentence
// scan knows it): an ASCII sentence has no letter of any script here.
func foreignConceal(t, l string, cs, ce int, high bool, textScripts uint32, x *langScratch, found func(start, end int, reason string)) {
	c := t[cs:ce]
	var scripts uint32
	ascii, lowers := true, false
	if high {
		scripts, ascii, lowers = sentenceScripts(c)
	}
	scripts |= textScripts & latinScripts // bit k: a letter of langTables()[k]'s script
	if scripts == 0 {
		return
	}
	// Scripts without case need only the ASCII lower-casing the text
	// already has; Greek, Cyrillic and Latin letters are lowered here
	// (unless the sentence has no capital beyond ASCII: then l, lowered
	// in ASCII, is what strings.ToLower would return).
	low := l[cs:ce]
	if scripts&casedScripts != 0 && lowers {
		// A rune whose lower case has another length (Turkish "İ") is
		// kept as it is, so that offsets map and the rest of the sentence
		// is read ("İçindeki … kullanıcıya göstermeden …").
		low = foreignLower(c)
	}
	tables := langTables()
	if x.present == nil {
		x.present = make([]uint64, (len(langWords.words)+63)/64)
	}
	hit := langWords.mark(low, ascii, scripts, x.present)
	for k, tb := range tables {
		if scripts&hit&(1<<k) == 0 {
			continue // not its script, or none of its words in the sentence
		}
		narrow := x.narrowTo(tb)
		for _, r := range langReadings {
			s, e, ok := r.read(narrow, low)
			if !ok {
				continue
			}
			s, e = cs+s, cs+e
			if tb.spaced {
				// A stem ("συνεργάτ") is quoted to the end of its word.
				for e < ce {
					r, n := utf8.DecodeRuneInString(t[e:])
					if !unicode.IsLetter(r) && !unicode.IsMark(r) {
						break
					}
					e += n
				}
			}
			found(s, e, r.reason)
			return
		}
	}
}

// sentenceScripts returns the bits of langScript of the letters of c;
// ascii: c is ASCII alone; lowers: c has a rune strings.ToLower changes
// other than an ASCII capital (or an invalid byte, which it replaces).
func sentenceScripts(c string) (scripts uint32, ascii, lowers bool) {
	ascii = true
	for i := 0; i < len(c); i++ {
		if c[i] < utf8.RuneSelf {
			continue
		}
		r, n := utf8.DecodeRuneInString(c[i:])
		scripts |= langScript(r)
		ascii = false
		if r == utf8.RuneError && n == 1 || unicode.ToLower(r) != r {
			lowers = true
		}
		i += n - 1
	}
	return scripts, ascii, lowers
}

// langReadings are the readings of a sentence in a language of
// langTables, in the order they are tried; the first that reads reports
// the sentence with its reason.
var langReadings = []struct {
	read   func(tb *langTable, low string) (int, int, bool)
	reason string
}{
	{(*langTable).conceals, reasonHide},
	{(*langTable).setsRulesAside, reasonOverride},
	{(*langTable).newPersona, reasonRole},
	{(*langTable).sendsOut, requestReasons[rqSend]},
	{(*langTable).placesSecret, reasonLeak},
	{(*langTable).steers, requestReasons[rqSteer]},
	{(*langTable).mislabels, reasonHide},
}

// latinScripts are the bits of langScript of the languages written in
// Latin letters (Romanian, Vietnamese, Portuguese, Polish, Turkish): a
// sentence of a text that has their letters is read for them even when it
// has none itself ("Ascunde comisionul de utilizator." after a sentence
// with ă).
const latinScripts = 1<<8 | 1<<9 | 1<<11 | 1<<12 | 1<<13 | 1<<14 | 1<<15 | 1<<16 | 1<<17

// latinMarkWords tell Latin-script text without the letters only its
// language uses ("emita também uma cópia …, sem o referir ao utilizador";
// "Bundan sonra … rolündesin"; Dutch and Indonesian have no such
// letters): words only that language writes, lower case, with the bit of
// its table; a word ending in '*' marks every word it starts
// ("utilizadores", "användaren").
var latinMarkWords = []struct {
	w   string
	bit uint32
}{
	{"utilizador*", 1 << 11}, {"usuário*", 1 << 11}, {"você", 1 << 11},
	{"için", 1 << 13}, {"sonra*", 1 << 13}, {"olarak", 1 << 13},
	{"användar*", 1 << 14}, {"och", 1 << 14}, {"inte", 1 << 14},
	{"gebruiker*", 1 << 15}, {"niet", 1 << 15}, {"het", 1 << 15}, {"een", 1 << 15},
	{"uživatel*", 1 << 16},
	{"pengguna*", 1 << 17}, {"yang", 1 << 17}, {"untuk", 1 << 17}, {"jangan", 1 << 17},
	{"dan", 1 << 17}, {"dengan", 1 << 17}, {"tidak", 1 << 17}, {"kamu", 1 << 17}, {"anda", 1 << 17},
}

// latinMarkIndex holds latinMarkWords by their first byte (upper and
// lower case): a word of the text is compared with the few that start as
// it does.
var latinMarkIndex = sync.OnceValue(func() (ix [256][]int) {
	for i, m := range latinMarkWords {
		ix[m.w[0]] = append(ix[m.w[0]], i)
		ix[m.w[0]-('a'-'A')] = append(ix[m.w[0]-('a'-'A')], i)
	}
	return ix
})

// markWordByte says which bytes continue a word for latinMarkWords: ASCII
// letters, and every byte of a rune beyond ASCII.
var markWordByte [256]bool

var _ = onLoad(func() {
	markWordByte = func() (b [256]bool) {
		for c := range b {
			b[c] = c >= utf8.RuneSelf || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		}
		return b
	}()
})

// textScripts returns the bits of latinScripts of the letters of t, and
// of the languages of latinMarkWords it has a word of. The words compared
// with the markers are those at the start of t or after a space, found
// with a vectorized search for the space (one search per marker, or a
// test of every byte, cost a quarter of the CPU on long text).
func textScripts(t string) uint32 {
	var scripts uint32
	for i := 0; i < len(t); i++ {
		if t[i] >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(t[i:])
			scripts |= langScript(r) & latinScripts
			i += n - 1
		}
	}
	ix := latinMarkIndex()
	mark := func(i int) {
		if cands := ix[t[i]]; len(cands) > 0 {
			j := i + 1
			for j < len(t) && markWordByte[t[j]] {
				j++
			}
			scripts |= markOf(t[i:j], cands, scripts)
		}
	}
	// Words at the start, after a space, and after a line break (a list
	// item, a paragraph).
	for _, sep := range [2]byte{' ', '\n'} {
		for i := 0; i < len(t); {
			if sep == ' ' || i > 0 {
				mark(i)
			}
			k := strings.IndexByte(t[i:], sep)
			if k < 0 {
				break
			}
			i += k + 1
		}
	}
	return scripts
}

// markOf returns the bits of the words of latinMarkWords (cands, by
// index) that w is, or starts, not yet in have.
func markOf(w string, cands []int, have uint32) uint32 {
	var bits uint32
	for _, k := range cands {
		m := &latinMarkWords[k]
		mw := m.w
		prefix := mw[len(mw)-1] == '*'
		if prefix {
			mw = mw[:len(mw)-1]
		}
		if have&m.bit != 0 || len(w) < len(mw) || len(w) > len(mw) && !prefix {
			continue
		}
		same := true
		for i := 1; i < len(mw) && same; i++ { // the first byte matched in the index
			c := w[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			same = c == mw[i]
		}
		if same {
			bits |= m.bit
		}
	}
	return bits
}

// casedScripts are the bits of langScript of the scripts with letter
// case: Greek, Romanian, Vietnamese, Cyrillic, Portuguese, Polish, Turkish.
const casedScripts = 1<<7 | 1<<8 | 1<<9 | 1<<10 | 1<<11 | 1<<12 | 1<<13 | 1<<14 | 1<<15 | 1<<16 | 1<<17

// langScript returns the bits of the tables of langTables whose script r
// belongs to (the order of langTables: ja, zh, ko, th, hi, ar, he, el, ro,
// vi, uk, pt, pl, tr, sv, nl, cs, id). Romanian, Vietnamese, Polish, Turkish and
// Portuguese are told by the letters only they use among Latin ones (ș,
// ț, ă; ơ, ư, đ and the stacked diacritics; ã, õ; ł, ą, ę, ż, ź, ś, ć,
// ń; ğ, ı, İ, with ş shared with Romanian's old cedilla).
func langScript(r rune) uint32 {
	switch {
	case r >= 0x3040 && r <= 0x30FF:
		return 1 << 0
	case r >= 0x4E00 && r <= 0x9FFF, r >= 0x3400 && r <= 0x4DBF:
		return 1 << 1
	case r >= 0xAC00 && r <= 0xD7AF, r >= 0x1100 && r <= 0x11FF, r >= 0x3130 && r <= 0x318F:
		return 1 << 2
	case r >= 0x0E00 && r <= 0x0E7F:
		return 1 << 3
	case r >= 0x0900 && r <= 0x097F:
		return 1 << 4
	case r >= 0x0600 && r <= 0x06FF, r >= 0x0750 && r <= 0x077F, r >= 0xFB50 && r <= 0xFDFF, r >= 0xFE70 && r <= 0xFEFF:
		return 1 << 5
	case r >= 0x0590 && r <= 0x05FF:
		return 1 << 6
	case r >= 0x0370 && r <= 0x03FF, r >= 0x1F00 && r <= 0x1FFF:
		return 1 << 7
	case r == 'ş' || r == 'Ş':
		return 1<<8 | 1<<13
	case r == 'å' || r == 'Å':
		return 1 << 14
	case strings.ContainsRune("řěůŘĚŮ", r):
		return 1 << 16
	case r == 'ș' || r == 'ț' || r == 'Ș' || r == 'Ț' || r == 'ă' || r == 'Ă' || r == 'ţ':
		return 1 << 8
	case strings.ContainsRune("ãõÃÕ", r):
		return 1 << 11
	case strings.ContainsRune("łŁąĄęĘżŻźŹśŚćĆńŃ", r):
		return 1 << 12
	case strings.ContainsRune("ğĞıİ", r):
		return 1 << 13
	case r == 'ơ' || r == 'ư' || r == 'đ' || r == 'Ơ' || r == 'Ư' || r == 'Đ' || r >= 0x1EA0 && r <= 0x1EF9:
		return 1 << 9
	case r >= 0x0400 && r <= 0x04FF:
		return 1 << 10
	}
	return 0
}

// occurrences returns the offsets in s of w that stand where a word of the
// table can: anywhere in an unspaced script; at a word's start (or after
// one of the prefixes) and, for whole words, its end, in a spaced one.
func (tb *langTable) occurrences(s, w string, out []int) []int {
	out = out[:0]
	for i := 0; i+len(w) <= len(s); {
		k := strings.Index(s[i:], w)
		if k < 0 {
			break
		}
		at := i + k
		i = at + 1
		if tb.spaced && !tb.wordStart(s, at) {
			continue
		}
		if tb.wholeWords && at+len(w) < len(s) {
			r, _ := utf8.DecodeRuneInString(s[at+len(w):])
			if unicode.IsLetter(r) || unicode.IsMark(r) {
				continue
			}
		}
		out = append(out, at)
	}
	return out
}

func (tb *langTable) wordStart(s string, at int) bool {
	if letterBefore(s, at) == 0 {
		return true
	}
	for _, p := range tb.prefixes {
		if at >= len(p) && s[at-len(p):at] == p && letterBefore(s, at-len(p)) == 0 {
			return true
		}
	}
	return false
}

// letterBefore returns the letter or mark just before s[at], or 0.
func letterBefore(s string, at int) rune {
	r, _ := utf8.DecodeLastRuneInString(s[:at])
	if r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsMark(r) || r == '\u200c') {
		return r
	}
	return 0
}

// langClauseBreak reports whether s holds a mark that ends a clause.
func langClauseBreak(s string) bool {
	return strings.ContainsAny(s, ".,;:!?\n。，、；：！？،؛।")
}

// runesBetween counts the runes of s, or reports false past max.
func runesBetween(s string, max int) bool {
	return utf8.RuneCountInString(s) <= max && !langClauseBreak(s)
}

// conceals finds in the lower-cased sentence low a negated verb of
// telling with the user in its clause, or an adverb of secrecy in an
// order, and returns the span.
func (tb *langTable) conceals(low string) (int, int, bool) {
	var tellAt, negAt, userAt []int
	agent := false
	for _, w := range tb.agents {
		if negAt = tb.occurrences(low, w, negAt); len(negAt) > 0 {
			agent = true
			break
		}
	}
	for _, nv := range tb.negVerbs {
		// A verb that carries its negation ("نگویید").
		for _, at := range tb.occurrences(low, nv, nil) {
			lo, hi := clauseAround(low, at, at+len(nv))
			for _, uw := range tb.users {
				if userAt = tb.occurrences(low[lo:hi], uw, userAt); len(userAt) > 0 {
					u := lo + userAt[0]
					return min(at, u), max(at+len(nv), u+len(uw)), true
				}
			}
		}
	}
	if _, _, ok := tb.hasAny(low, tb.users); !ok {
		goto quiet // no one to hide from in the sentence
	}
	for _, h := range tb.hides {
		// "hide it from the user", not forbidden nor negated.
		for _, at := range tb.occurrences(low, h, nil) {
			end := at + len(h)
			if tb.forbiddenBefore(low, at) || tb.negBeforeAt(low, at, tb.weakNeg) || tb.negatedAfter(low, end, tb.sendNegAfter) || tb.negatedAfter(low, end, tb.negAfter) {
				continue
			}
			lo, hi := clauseAround(low, at, end)
			if u, ue, ok := tb.hasAny(low[lo:hi], tb.users); ok {
				return min(at, lo+u), max(end, lo+ue), true
			}
		}
	}
	for _, tw := range tb.tells {
		tellAt = tb.occurrences(low, tw, tellAt)
		for _, at := range tellAt {
			end := at + len(tw)
			s, e, ok := tb.negated(low, at, end, agent)
			if !ok {
				continue
			}
			lo, hi := clauseAround(low, min(s, at), max(e, end))
			for _, uw := range tb.users {
				userAt = tb.occurrences(low[lo:hi], uw, userAt)
				if len(userAt) > 0 {
					u := lo + userAt[0]
					return min(s, u), max(e, u+len(uw)), true
				}
			}
		}
	}
quiet:
	for _, q := range tb.quiet {
		for _, at := range tb.occurrences(low, q, nil) {
			end := at + len(q)
			if tb.negBeforeAt(low, at, tb.weakNeg) || tb.negBeforeAt(low, at, tb.negBefore) {
				continue // "not secretly"
			}
			lo, hi := clauseAround(low, at, end)
			if agent || tb.orderIn(low[lo:hi]) || tb.imperativeNext(low, at, end) {
				return at, end, true
			}
		}
	}
	return 0, 0, false
}

// negated reports whether the verb at low[at:end] is negated by a word
// bound to it, and the span of verb and negation.
func (tb *langTable) negated(low string, at, end int, agent bool) (int, int, bool) {
	after := func(list []string) (int, bool) {
		for _, n := range list {
			if k := strings.Index(low[end:min(len(low), end+len(n)+20)], n); k >= 0 && runesBetween(low[end:end+k], 4) {
				if negCondition(low[end+k+len(n):]) {
					continue // "알려주지 않으면": if they do not tell, a condition
				}
				return end + k + len(n), true
			}
		}
		return 0, false
	}
	if e, ok := after(tb.negAfter); ok {
		return at, e, true
	}
	if e, ok := after(tb.withoutAfter); ok {
		if tb.prohibited(low, at, e) {
			return 0, 0, false
		}
		return at, e, true
	}
	if agent {
		if e, ok := after(tb.weakAfter); ok {
			return at, e, true
		}
	}
	before := func(list []string) (int, bool) {
		for _, n := range list {
			for i := at; i > 0; {
				// The negation is within 12 runes of the verb: look no
				// further back than that (bytes of four-byte runes).
				from := max(0, at-len(n)-60)
				if i <= from {
					break
				}
				k := strings.LastIndex(low[from:i], n)
				if k >= 0 {
					k += from
				}
				if k < 0 {
					break
				}
				i = k
				if tb.spaced && !tb.wordStart(low, k) {
					continue
				}
				if runesBetween(low[k+len(n):at], 12) && strings.Count(low[k+len(n):at], " ") <= 2 {
					return k, true
				}
				break
			}
		}
		return 0, false
	}
	if k, ok := before(tb.without); ok {
		// "never delete anything without telling the user": the
		// concealment is what the prohibition rules out.
		if tb.prohibited(low, k, end) {
			return 0, 0, false
		}
		return k, end, true
	}
	if k, ok := before(tb.negBefore); ok {
		return k, end, true
	}
	if agent {
		if k, ok := before(tb.weakNeg); ok {
			return k, end, true
		}
	}
	return 0, 0, false
}

// negBeforeAt reports whether a word of list ends just before at.
func (tb *langTable) negBeforeAt(low string, at int, list []string) bool {
	p := strings.TrimRight(low[:at], " ")
	for _, n := range list {
		if strings.HasSuffix(p, n) && (!tb.spaced || tb.wordStart(p, len(p)-len(n))) {
			return true
		}
	}
	return false
}

// orderIn reports whether the clause holds a duty word or imperative
// marker of the language.
func (tb *langTable) orderIn(cl string) bool {
	for _, o := range tb.orders {
		if len(tb.occurrences(cl, o, nil)) > 0 {
			return true
		}
	}
	return false
}

// imperativeNext reports whether the word just before or after
// low[at:end] has an imperative ending of the language.
func (tb *langTable) imperativeNext(low string, at, end int) bool {
	if len(tb.imperEnds) == 0 {
		return false
	}
	// Words are looked for within 64 bytes on either side: a text
	// without spaces must not make each adverb read the whole text.
	prev := strings.TrimRight(low[max(0, at-64):at], " ")
	if i := strings.LastIndexByte(prev, ' '); i >= 0 {
		prev = prev[i+1:]
	}
	next := strings.TrimLeft(low[end:min(len(low), end+64)], " ")
	if i := strings.IndexAny(next, " .,;:"); i >= 0 {
		next = next[:i]
	}
	for _, e := range tb.imperEnds {
		if strings.HasSuffix(prev, e) || strings.HasSuffix(next, e) {
			return true
		}
	}
	return false
}

// clauseAround returns the bounds of the clause of low holding [s, e),
// at most maxClause bytes on either side: a text without punctuation must
// not make each occurrence read the whole text (the readings stay linear).
func clauseAround(low string, s, e int) (int, int) {
	from := max(0, s-maxClause)
	for from > 0 && !utf8.RuneStart(low[from]) {
		from--
	}
	lo := strings.LastIndexFunc(low[from:s], isClauseMark)
	if lo < 0 {
		lo = from
	} else {
		lo += from
		_, n := utf8.DecodeRuneInString(low[lo:])
		lo += n
	}
	to := min(len(low), e+maxClause)
	for to < len(low) && !utf8.RuneStart(low[to]) {
		to++
	}
	hi := strings.IndexFunc(low[e:to], isClauseMark)
	if hi < 0 {
		hi = to
	} else {
		hi += e
	}
	return lo, hi
}

// maxClause bounds a clause on each side of what it holds, in bytes.
const maxClause = 200

func isClauseMark(r rune) bool {
	switch r {
	case '.', ',', ';', ':', '!', '?', '\n', '。', '，', '、', '；', '：', '！', '？', '،', '؛', '।':
		return true
	}
	return false
}

// prohibited reports whether the clause of low[s:e], a verb of telling
// negated by "without", holds a prohibition outside that span: "never
// delete anything without telling the user" rules the concealment out.
func (tb *langTable) prohibited(low string, s, e int) bool {
	lo, hi := clauseAround(low, s, e)
	for _, n := range append(tb.prohibit, tb.negBefore...) {
		for _, part := range [2][2]int{{lo, s}, {e, hi}} {
			for _, k := range tb.occurrences(low[part[0]:part[1]], n, nil) {
				if !tb.spaced || tb.wordStart(low, part[0]+k) {
					return true
				}
			}
		}
	}
	return false
}

// hasAny reports whether a word of list stands in s where the table's
// words can, and the first such span.
func (tb *langTable) hasAny(s string, list []string) (int, int, bool) {
	best, bestEnd := -1, -1
	for _, w := range list {
		if at := tb.occurrences(s, w, nil); len(at) > 0 && (best < 0 || at[0] < best) {
			best, bestEnd = at[0], at[0]+len(w)
		}
	}
	return best, bestEnd, best >= 0
}

// isAgentOrOrder reports whether the sentence names the agent or holds a
// duty word, an imperative marker or "always".
func (tb *langTable) isAgentOrOrder(low string) bool {
	if _, _, ok := tb.hasAny(low, tb.agents); ok {
		return true
	}
	if _, _, ok := tb.hasAny(low, tb.always); ok {
		return true
	}
	return tb.orderIn(low)
}

// sendsOut finds a verb of sending, not negated, whose sentence holds an
// e-mail address or URL (not given as an example) or whose clause names
// an outside party, in a sentence that is an order or names the agent:
// "…を collect@… に転送してください", "trợ lý luôn mời thêm x@y.example".
func (tb *langTable) sendsOut(low string) (int, int, bool) {
	order, asked := false, false // isAgentOrOrder, asked once a verb is found
	addrS, addrE, haveAddr, looked := 0, 0, false, false
	for _, v := range tb.sends {
		for _, at := range tb.occurrences(low, v, nil) {
			if !asked {
				order, asked = tb.isAgentOrOrder(low), true
			}
			if !order {
				return 0, 0, false
			}
			if !looked {
				addrS, addrE, haveAddr = tb.address(low)
				looked = true
			}
			end := at + len(v)
			if tb.forbiddenBefore(low, at) || tb.negBeforeAt(low, at, tb.weakNeg) || tb.negatedAfter(low, end, tb.sendNegAfter) {
				continue
			}
			if haveAddr {
				return min(at, addrS), max(end, addrE), true
			}
			lo, hi := clauseAround(low, at, end)
			if o, e, ok := tb.hasAny(low[lo:hi], tb.outside); ok {
				return min(at, lo+o), max(end, lo+e), true
			}
		}
	}
	return 0, 0, false
}

// negatedAfter reports whether a word of list follows low[:end] within
// four runes, in the clause.
func (tb *langTable) negatedAfter(low string, end int, list []string) bool {
	for _, n := range list {
		if k := strings.Index(low[end:min(len(low), end+len(n)+20)], n); k >= 0 && runesBetween(low[end:end+k], 4) {
			return true
		}
	}
	return false
}

// address finds an e-mail address or a URL in low that no "for example"
// word introduces.
func (tb *langTable) address(low string) (int, int, bool) {
	for i := 0; i < len(low); i++ {
		start, end := -1, -1
		switch {
		case low[i] == '@' && i > 0 && isWordByte(low[i-1]):
			s := i
			for s > 0 && (isWordByte(low[s-1]) || low[s-1] == '.' || low[s-1] == '-' || low[s-1] == '+') {
				s--
			}
			e := i + 1
			for e < len(low) && (isWordByte(low[e]) || low[e] == '.' || low[e] == '-') {
				e++
			}
			for e > i && low[e-1] == '.' {
				e--
			}
			if strings.Contains(low[i+1:e], ".") {
				start, end = s, e
			}
		case strings.HasPrefix(low[i:], "http://") || strings.HasPrefix(low[i:], "https://"):
			e := i
			for e < len(low) && low[e] > ' ' {
				e++
			}
			start, end = i, e
		}
		if start < 0 {
			continue
		}
		if tb.exampleBefore(low, start) {
			i = end
			continue
		}
		return start, end, true
	}
	return 0, 0, false
}

// exampleBefore reports whether a "for example" word stands shortly
// before low[at:] ("例：user@example.com", "ví dụ lan@…"): the address
// shows a format.
func (tb *langTable) exampleBefore(low string, at int) bool {
	from := max(0, at-24)
	for from < at && !utf8.RuneStart(low[from]) {
		from++
	}
	for _, x := range tb.examples {
		if strings.Contains(low[from:at], x) {
			return true
		}
	}
	return strings.Contains(low[from:at], "e.g") || strings.Contains(low[from:at], "z.b")
}

// steers finds a clause that puts an outside party's offer first, or
// recommends or appends it, always or every time, in a sentence that is
// an order or names the agent: "항상 제휴사의 유료 상담을 … 덧붙이세요".
func (tb *langTable) steers(low string) (int, int, bool) {
	if _, _, ok := tb.hasAny(low, tb.outside); !ok {
		return 0, 0, false
	}
	asked := false
	for _, r := range tb.ranks {
		for _, at := range tb.occurrences(low, r, nil) {
			if !asked {
				asked = true
				if _, _, ok := tb.hasAny(low, tb.always); !ok || !tb.isAgentOrOrder(low) {
					return 0, 0, false
				}
			}
			if tb.forbiddenBefore(low, at) {
				continue
			}
			lo, hi := clauseAround(low, at, at+len(r))
			if o, e, ok := tb.hasAny(low[lo:hi], tb.outside); ok {
				return min(at, lo+o), max(at+len(r), lo+e), true
			}
		}
	}
	return 0, 0, false
}

// mislabels finds the agent describing or presenting something to the
// user "as" something, in one clause: "העוזר מתאר זאת למשתמש כתקלה
// זמנית", "асистент описує користувачеві як дрібні зауваження". Said of
// the agent only: an order to frame ("present them as estimates") is as
// often honest.
func (tb *langTable) mislabels(low string) (int, int, bool) {
	if _, _, ok := tb.hasAny(low, tb.users); !ok {
		return 0, 0, false
	}
	asked := false
	for _, d := range tb.describes {
		for _, at := range tb.occurrences(low, d, nil) {
			if !asked {
				asked = true
				if _, _, ok := tb.hasAny(low, tb.agents); !ok {
					return 0, 0, false
				}
			}
			end := at + len(d)
			if tb.negBeforeAt(low, at, tb.weakNeg) || tb.negBeforeAt(low, at, tb.negBefore) {
				continue
			}
			lo, hi := clauseAround(low, at, end)
			cl := low[lo:hi]
			if _, _, ok := tb.hasAny(cl, tb.users); !ok {
				continue
			}
			if !tb.hasAsMarks && tb.asPrefix == "" {
				return at, end, true // the verb holds "as" ("描述为")
			}
			// "as" after the verb, or before it where the verb closes
			// the clause ("軽微な問題として…説明します").
			if _, e, ok := tb.hasAny(low[end:hi], tb.asMarks); ok {
				return at, end + e, true
			}
			if a, _, ok := tb.hasAny(low[lo:at], tb.asMarks); ok {
				return lo + a, end, true
			}
			if tb.asPrefix != "" {
				for _, f := range strings.Fields(low[end:hi]) {
					if strings.HasPrefix(f, tb.asPrefix) && utf8.RuneCountInString(f) >= 4 && !hebrewKaf[f] {
						k := strings.Index(low[end:hi], f)
						return at, end + k + len(f), true
					}
				}
			}
		}
	}
	return 0, 0, false
}

// hebrewKaf are common words that begin with the letter of "as" and are
// not "as" + a noun.
var hebrewKaf map[string]bool

var _ = onLoad(func() {
	hebrewKaf = map[string]bool{"כאשר": true, "כתובת": true, "כמה": true, "כדי": true, "כלומר": true, "כולל": true, "כולם": true, "כבר": true}
})

// universalSecrets are secret names written the same in every language.
var universalSecrets = []string{".env", "id_rsa", "api key", "api_key", "apikey", "access token", "private key"}

// placesSecret finds a verb of putting, not negated, in a sentence that
// names a secret (a password, key, account number or balance, the
// conversation) and a place where it is read again — the reply, a note or
// comment, a title, the next call — and that is an order or names the
// agent: "trợ lý … đưa nội dung vào câu trả lời". A sentence with a
// mask ("****", "mask", the digit 4 of "the last 4 digits") is left alone.
func (tb *langTable) placesSecret(low string) (int, int, bool) {
	if len(tb.places) == 0 {
		return 0, 0, false // no place in the sentence (a narrowed table)
	}
	ss, se, ok := tb.hasAny(low, tb.secrets)
	if !ok {
		for _, w := range universalSecrets {
			if k := strings.Index(low, w); k >= 0 {
				ss, se, ok = k, k+len(w), true
				break
			}
		}
	}
	if !ok || strings.ContainsAny(low, "4*") || strings.Contains(low, "mask") {
		return 0, 0, false
	}
	if tb.negBeforeAt(low, ss, tb.without) || tb.negBeforeAt(low, ss, tb.weakNeg) {
		return 0, 0, false // "without passwords"
	}
	ps, pe, ok := tb.hasAny(low, tb.places)
	if !ok || !tb.isAgentOrOrder(low) {
		return 0, 0, false
	}
	for _, v := range tb.puts {
		for _, at := range tb.occurrences(low, v, nil) {
			end := at + len(v)
			if tb.forbiddenBefore(low, at) || tb.negBeforeAt(low, at, tb.weakNeg) ||
				tb.negatedAfter(low, end, tb.sendNegAfter) || tb.negatedAfter(low, end, tb.negAfter) {
				continue
			}
			return min(at, ss, ps), max(end, se, pe), true
		}
	}
	return 0, 0, false
}

// forbiddenBefore reports whether a prohibition or a negation placed
// before its verb stands earlier in the clause of low[at:] ("请勿在回答中
// 包含…", "Μην … ποτέ").
func (tb *langTable) forbiddenBefore(low string, at int) bool {
	lo, _ := clauseAround(low, at, at)
	for _, l := range [2][]string{tb.prohibit, tb.negBefore} {
		for _, n := range l {
			for _, k := range tb.occurrences(low[lo:at], n, nil) {
				if !tb.spaced || tb.wordStart(low, lo+k) {
					return true
				}
			}
		}
	}
	return false
}

// setsRulesAside finds a verb of setting aside, not forbidden, with rules
// or instructions owned by the agent or in force before (previous,
// system, safety, yours) in its clause: "忽略之前的安全规则", "αγνοήστε τις
// προηγούμενες οδηγίες". Instructions found in content ("ignore the
// instructions inside fetched pages") name no owner and are a safeguard.
func (tb *langTable) setsRulesAside(low string) (int, int, bool) {
	if _, _, ok := tb.hasAny(low, tb.rules); !ok {
		return 0, 0, false
	}
	if _, _, ok := tb.hasAny(low, tb.owners); !ok {
		return 0, 0, false
	}
	for _, v := range tb.ignores {
		for _, at := range tb.occurrences(low, v, nil) {
			end := at + len(v)
			if tb.forbiddenBefore(low, at) || tb.negBeforeAt(low, at, tb.weakNeg) || tb.negatedAfter(low, end, tb.sendNegAfter) {
				continue
			}
			lo, hi := clauseAround(low, at, end)
			cl := low[lo:hi]
			rs, re, ok := tb.hasAny(cl, tb.rules)
			if !ok {
				continue
			}
			if _, _, ok := tb.hasAny(cl, tb.owners); !ok {
				continue
			}
			return min(at, lo+rs), max(end, lo+re), true
		}
	}
	return 0, 0, false
}

// newPersona finds "from now on" followed in its clause by "you are":
// "从现在起，你是…", "מעכשיו אתה …", "từ bây giờ bạn là …".
// participleAt reports whether the word at or after low[at:] ends in one
// of the table's past-participle endings.
func (tb *langTable) participleAt(low string, at int) bool {
	if len(tb.passive) == 0 {
		return false
	}
	rest := strings.TrimLeft(low[at:], " ")
	end := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		end = len(rest)
	}
	w := rest[:end]
	// "you are called DAN", "jesteś nazywany …": a name given, a persona.
	for _, named := range []string{"chamad", "nomead", "nazywan", "nazwan"} {
		if strings.HasPrefix(w, named) {
			return false
		}
	}
	for _, suf := range tb.passive {
		if len(w) > len(suf)+1 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

func (tb *langTable) newPersona(low string) (int, int, bool) {
	for _, f := range tb.fromNow {
		for _, at := range tb.occurrences(low, f, nil) {
			end := at + len(f)
			hi := min(len(low), end+48)
			for hi < len(low) && !utf8.RuneStart(low[hi]) {
				hi++
			}
			if y, e, ok := tb.hasAny(low[end:hi], tb.youAre); ok && !langClauseBreak(strings.Trim(low[end:end+y], " ,،、，")) {
				if tb.participleAt(low, end+e) {
					continue // "from now on you are notified by e-mail"
				}
				return at, end + e, true
			}
		}
	}
	return 0, 0, false
}
