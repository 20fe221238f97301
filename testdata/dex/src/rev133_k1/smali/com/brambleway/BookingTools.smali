.class public final Lcom/brambleway/BookingTools;
.super Lcom/brambleway/ToolSet;
.source "BookingTools.kt"

# static fields
.field private static final Companion:Lcom/brambleway/BookingTools$Companion;
.field private static final RECEIPT_NAME:Lkotlin/text/Regex;
.field private static final SEAT:Lkotlin/text/Regex;


# instance fields
.field private final cancelSheet:Lcom/brambleway/Sheet;
.field private final linkSheet:Lcom/brambleway/Sheet;
.field private final receipts$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/brambleway/BookingTools$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/brambleway/BookingTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brambleway/BookingTools;->Companion:Lcom/brambleway/BookingTools$Companion;
    .line 79
    new-instance v0, Lkotlin/text/Regex;
    const-string v1, "[0-9]{1,3}[A-K]"
    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/brambleway/BookingTools;->SEAT:Lkotlin/text/Regex;
    .line 80
    new-instance v0, Lkotlin/text/Regex;
    const-string v1, "[A-Za-z0-9_-]{1,44}\\.txt"
    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/brambleway/BookingTools;->RECEIPT_NAME:Lkotlin/text/Regex;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/brambleway/TravelDb;Lcom/brambleway/ResumeDesk;Lcom/brambleway/Jobs;Lcom/brambleway/AuditLog;Lcom/brambleway/Account;)V
    .registers 15
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "db"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "desk"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "jobs"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "audit"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "account"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct/range {p0 .. p6}, Lcom/brambleway/ToolSet;-><init>(Landroid/content/Context;Lcom/brambleway/TravelDb;Lcom/brambleway/ResumeDesk;Lcom/brambleway/Jobs;Lcom/brambleway/AuditLog;Lcom/brambleway/Account;)V
    .line 14
    new-instance v0, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda0;
    invoke-direct {v0, p1}, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/brambleway/BookingTools;->receipts$delegate:Lkotlin/Lazy;
    .line 15
    new-instance v0, Lcom/brambleway/Sheet;
    sget-object v6, Lcom/brambleway/Screen;->Companion:Lcom/brambleway/Screen$Companion;
    const/4 v7, 0x0
    .line 84
    new-instance v1, Lcom/brambleway/Screen$Confirm;
    const-class v4, Lcom/brambleway/CancelBookingActivity;
    invoke-direct {v1, v4}, Lcom/brambleway/Screen$Confirm;-><init>(Ljava/lang/Class;)V
    check-cast v1, Lcom/brambleway/Screen;
    .line 15
    const-string v2, "Cancel this booking?"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/Sheet;-><init>(Lcom/brambleway/Screen;Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v0, p0, Lcom/brambleway/BookingTools;->cancelSheet:Lcom/brambleway/Sheet;
    .line 16
    new-instance v0, Lcom/brambleway/Sheet;
    new-instance v1, Lcom/brambleway/Screen$Partner;
    const-string v4, "eu.railpass.app"
    const-string v5, "eu.railpass.app.link.LinkAccountActivity"
    invoke-direct {v1, v4, v5}, Lcom/brambleway/Screen$Partner;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v1, Lcom/brambleway/Screen;
    const-string v2, "Link your RailPass account to change rail seats"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/Sheet;-><init>(Lcom/brambleway/Screen;Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v0, p0, Lcom/brambleway/BookingTools;->linkSheet:Lcom/brambleway/Sheet;
    .line 12
    return-void
.end method

.method public static final synthetic access$getRECEIPT_NAME$cp()Lkotlin/text/Regex;
    .registers 1
    .line 12
    sget-object v0, Lcom/brambleway/BookingTools;->RECEIPT_NAME:Lkotlin/text/Regex;
    return-object v0
.end method

.method public static final synthetic access$getSEAT$cp()Lkotlin/text/Regex;
    .registers 1
    .line 12
    sget-object v0, Lcom/brambleway/BookingTools;->SEAT:Lkotlin/text/Regex;
    return-object v0
.end method

.method private final cancel(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 16
    .line 66
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "booking_ref"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v12, v0
    .line 85
    const/4 v13, 0x0
    .line 66
    invoke-static {v12}, Lcom/brambleway/BookingRef;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "booking_ref is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v8, v0
    .line 67
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v8}, Lcom/brambleway/TravelDb;->booking-v0qYJ14(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L59
    const-string v1, "No booking with that reference"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L59
    move-object v9, v0
    .line 68
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getTicket()Lcom/brambleway/Ticket;
    move-result-object v0
    if-eqz v0, :L81
    invoke-virtual {v0}, Lcom/brambleway/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L83
:L81
    const/4 v0, 0x0
:L83
    if-nez v0, :L158
    .line 69
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    invoke-static {v0}, Lcom/brambleway/ExtensionsKt;->getConfirmed(Lorg/json/JSONObject;)Z
    move-result v0
    if-eqz v0, :L102
    const-string v0, " Your assistant says you already agreed."
    goto :L105
:L102
    const-string v0, ""
:L105
    move-object v10, v0
    .line 70
    const-string v1, "kind"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v3, "date"
    invoke-virtual {v9, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Cancel "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " on "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "?"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v11
    .line 72
    move-object v0, p0
    check-cast v0, Lcom/brambleway/ToolSet;
    iget-object v2, p0, Lcom/brambleway/BookingTools;->cancelSheet:Lcom/brambleway/Sheet;
    move-object v4, v11
    const/4 v3, 0x0
    const/high16 v5, 0x8000000
    const/4 v6, 0x1
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/brambleway/Sheet;->copy$default(Lcom/brambleway/Sheet;Lcom/brambleway/Screen;Ljava/lang/String;IILjava/lang/Object;)Lcom/brambleway/Sheet;
    move-result-object v2
    move-object v1, p1
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/ToolSet;->askUser$default(Lcom/brambleway/ToolSet;Lcom/brambleway/ToolCall;Lcom/brambleway/Sheet;Ljava/lang/String;ILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L158
    .line 74
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v8}, Lcom/brambleway/TravelDb;->cancelBooking-v0qYJ14(Ljava/lang/String;)I
    .line 75
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "cancelled"
    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method

.method private final changeSeat(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 14
    .line 44
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "booking_ref"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v9, v0
    .line 85
    const/4 v10, 0x0
    .line 44
    invoke-static {v9}, Lcom/brambleway/BookingRef;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "booking_ref is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v5, v0
    .line 45
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v8
    const-string v9, "seat"
    const/4 v10, 0x0
    .line 86
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L68
    const/4 v0, 0x0
:L68
    check-cast v0, Ljava/lang/String;
    .line 45
    if-eqz v0, :L108
    move-object v9, v0
    move-object v10, v9
    .line 85
    const/4 v11, 0x0
    .line 45
    sget-object v0, Lcom/brambleway/BookingTools;->SEAT:Lkotlin/text/Regex;
    move-object v1, v10
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z
    move-result v0
    if-eqz v0, :L103
    move-object v0, v9
    goto :L104
:L103
    const/4 v0, 0x0
:L104
    if-nez v0, :L117
:L108
    const-string v1, "seat looks like 12C"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L117
    move-object v6, v0
    .line 46
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v5}, Lcom/brambleway/TravelDb;->booking-v0qYJ14(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L139
    const-string v1, "No booking with that reference"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L139
    move-object v7, v0
    .line 47
    const-string v1, "operator"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "railpass"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L181
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getAccount()Lcom/brambleway/Account;
    move-result-object v0
    invoke-virtual {v0}, Lcom/brambleway/Account;->getRailLinked()Z
    move-result v0
    if-nez v0, :L181
    .line 48
    iget-object v2, p0, Lcom/brambleway/BookingTools;->linkSheet:Lcom/brambleway/Sheet;
    const-string v3, "AUTH_REQUIRED"
    invoke-virtual {p0, p1, v2, v3}, Lcom/brambleway/BookingTools;->askUser(Lcom/brambleway/ToolCall;Lcom/brambleway/Sheet;Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L181
    .line 50
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v5, v6}, Lcom/brambleway/TravelDb;->changeSeat-95rCnWY(Ljava/lang/String;Ljava/lang/String;)I
    .line 51
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getCaller()Lcom/brambleway/Caller;
    move-result-object v0
    invoke-virtual {v0}, Lcom/brambleway/Caller;->getUid()I
    move-result v9
    .line 85
    const/4 v10, 0x0
    .line 51
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getJobs()Lcom/brambleway/Jobs;
    move-result-object v0
    new-instance v1, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0, v9, p1, v5}, Lcom/brambleway/BookingTools$$ExternalSyntheticLambda1;-><init>(Lcom/brambleway/BookingTools;ILcom/brambleway/ToolCall;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/brambleway/Jobs;->post(Lkotlin/jvm/functions/Function0;)V
    .line 52
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "booking_ref"
    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "seat"
    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method

.method public static final changeSeat$lambda$2$0(Lcom/brambleway/BookingTools;ILcom/brambleway/ToolCall;Ljava/lang/String;)Lkotlin/Unit;
    .registers 6
    .line 51
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getAudit()Lcom/brambleway/AuditLog;
    move-result-object v0
    invoke-virtual {p2}, Lcom/brambleway/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, p1, v1, p3}, Lcom/brambleway/AuditLog;->write(ILjava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final getReceipts()Ljava/io/File;
    .registers 3
    .line 14
    iget-object v1, p0, Lcom/brambleway/BookingTools;->receipts$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/io/File;
    return-object v0
.end method

.method private final list()Lcom/brambleway/Reply;
    .registers 8
    .line 32
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    new-instance v3, Lorg/json/JSONArray;
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v4
    const/4 v6, 0x0
    new-array v6, v6, [Ljava/lang/String;
    const-string v5, "SELECT ref, trip, kind, date, status FROM bookings ORDER BY date"
    invoke-virtual {v4, v5, v6}, Lcom/brambleway/TravelDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v4
    check-cast v4, Ljava/util/Collection;
    invoke-direct {v3, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v2, "bookings"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method

.method public static final receipts_delegate$lambda$0(Landroid/content/Context;)Ljava/io/File;
    .registers 4
    .line 14
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "receipts"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

.method private final saveReceipt(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 17
    .line 56
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "booking_ref"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v9, v0
    .line 85
    const/4 v10, 0x0
    .line 56
    invoke-static {v9}, Lcom/brambleway/BookingRef;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "booking_ref is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v5, v0
    .line 57
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v5}, Lcom/brambleway/TravelDb;->booking-v0qYJ14(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L59
    const-string v1, "No booking with that reference"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L59
    move-object v6, v0
    .line 58
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "file_name"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L107
    move-object v10, v0
    move-object v11, v10
    .line 85
    const/4 v12, 0x0
    .line 58
    sget-object v0, Lcom/brambleway/BookingTools;->RECEIPT_NAME:Lkotlin/text/Regex;
    move-object v1, v11
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z
    move-result v0
    if-eqz v0, :L102
    move-object v0, v10
    goto :L103
:L102
    const/4 v0, 0x0
:L103
    if-nez v0, :L116
:L107
    .line 59
    const-string v1, "file_name is up to 48 letters, digits, '-' or '_', ending in .txt"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L116
    .line 58
    move-object v7, v0
    .line 60
    invoke-direct {p0}, Lcom/brambleway/BookingTools;->getReceipts()Ljava/io/File;
    move-result-object v9
    move-object v10, v7
    const/4 v11, 0x0
    .line 87
    new-instance v12, Ljava/io/File;
    invoke-direct {v12, v9, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v13, v12
    .line 88
    const/4 v14, 0x0
    .line 87
    invoke-virtual {v13}, Ljava/io/File;->getParentFile()Ljava/io/File;
    move-result-object v0
    if-eqz v0, :L167
    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z
    goto :L168
:L167
:L168
    .line 60
    move-object v8, v12
    .line 61
    new-instance v9, Ljava/io/FileOutputStream;
    invoke-direct {v9, v8}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v9, Ljava/io/Closeable;
    const/4 v10, 0x0
:L190
    move-object v0, v9
    check-cast v0, Ljava/io/FileOutputStream;
    move-object v11, v0
    .line 85
    const/4 v12, 0x0
    .line 61
    invoke-static {v6}, Lcom/brambleway/ExtensionsKt;->toReceipt(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v1
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    move-object v3, v2
    move-object v2, v1
    move-object v1, v3
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v11, v1}, Ljava/io/FileOutputStream;->write([B)V
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L230
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L261
:L240
    move-exception v12
    move-object v10, v12
    throw v12
:L249
    move-exception v12
:L251
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L261
    .line 62
    new-instance v0, Lcom/brambleway/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    invoke-virtual {v8}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v4
    const-string v3, "file"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
    .catch Ljava/lang/Throwable; {:L190 .. :L230} :L240
    .catchall {:L190 .. :L230} :L249
    .catchall {:L240 .. :L249} :L249
.end method

.method private final status(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 13
    .line 35
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "booking_ref"
    invoke-static {v0, v1}, Lcom/brambleway/ExtensionsKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L28
    move-object v9, v0
    .line 85
    const/4 v10, 0x0
    .line 35
    invoke-static {v9}, Lcom/brambleway/BookingRef;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L37
:L28
    const-string v1, "booking_ref is required"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L37
    move-object v6, v0
:L38
    .line 37
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/brambleway/TravelDb;->booking-v0qYJ14(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-eqz v0, :L72
    move-object v9, v0
    .line 85
    const/4 v10, 0x0
    .line 37
    new-instance v0, Lcom/brambleway/Reply$Ok;
    invoke-direct {v0, v9}, Lcom/brambleway/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    goto :L80
:L72
    const-string v1, "No booking with that reference"
    invoke-virtual {p0, v1}, Lcom/brambleway/BookingTools;->invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
:L80
    move-object v7, v0
:L81
    goto :L111
:L84
    .line 38
    move-exception v8
    .line 39
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    move-object v3, v8
    check-cast v3, Ljava/lang/Throwable;
    invoke-static {v3}, Lcom/brambleway/ExtensionsKt;->getCategory(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Booking "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " is unavailable ("
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "UNAVAILABLE"
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Lcom/brambleway/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/brambleway/Reply;
    move-result-object v7
:L111
    .line 36
    return-object v7
    .catch Landroid/database/sqlite/SQLiteException; {:L38 .. :L81} :L84
.end method


# virtual methods
.method protected dispatch(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    .registers 9
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p1}, Lcom/brambleway/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_15
    goto :L163
:L64
    const-string v1, "change_seat"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L139
    goto :L163
:L76
    const-string v1, "save_receipt"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L147
    goto :L163
:L88
    const-string v1, "cancel_booking"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L155
    goto :L163
:L100
    const-string v1, "list_bookings"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L124
    goto :L163
:L112
    const-string v1, "booking_status"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L131
    goto :L163
:L124
    .line 23
    invoke-direct {p0}, Lcom/brambleway/BookingTools;->list()Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L131
    .line 24
    invoke-direct {p0, p1}, Lcom/brambleway/BookingTools;->status(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L139
    .line 25
    invoke-direct {p0, p1}, Lcom/brambleway/BookingTools;->changeSeat(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L147
    .line 26
    invoke-direct {p0, p1}, Lcom/brambleway/BookingTools;->saveReceipt(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L155
    .line 27
    invoke-direct {p0, p1}, Lcom/brambleway/BookingTools;->cancel(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L176
:L163
    .line 28
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
:L176
    .line 29
    return-object v0

:sswitch_data_15
    .sparse-switch
        -0x6d4da168 -> :L112
        -0x629dbecc -> :L64
        -0x3a9ef28a -> :L76
        -0x27edaa45 -> :L100
        0x1973c394 -> :L88
    .end sparse-switch
.end method

.method protected redeem-kNzCEzw(Ljava/lang/String;Lcom/brambleway/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/brambleway/Ticket;
    .registers 10
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "caller"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "digest"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p0}, Lcom/brambleway/BookingTools;->getDesk()Lcom/brambleway/ResumeDesk;
    move-result-object v0
    invoke-virtual {v0}, Lcom/brambleway/ResumeDesk;->getStore()Lcom/brambleway/TicketStore;
    move-result-object v0
    invoke-interface {v0, p1}, Lcom/brambleway/TicketStore;->find--GwyUs8(Ljava/lang/String;)Lcom/brambleway/Ticket;
    move-result-object v0
    if-eqz v0, :L75
    move-object v2, v0
    move-object v3, v2
    .line 85
    const/4 v4, 0x0
    .line 20
    invoke-virtual {p2}, Lcom/brambleway/Caller;->getUid()I
    move-result v1
    invoke-virtual {v3, v1, p3, p4}, Lcom/brambleway/Ticket;->fits(ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L71
    move-object v0, v2
    goto :L77
:L71
    const/4 v0, 0x0
    goto :L77
:L75
    const/4 v0, 0x0
:L77
    return-object v0
.end method
