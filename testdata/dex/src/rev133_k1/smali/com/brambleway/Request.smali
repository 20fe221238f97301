.class public final Lcom/brambleway/Request;
.super Ljava/lang/Object;
.source "Request.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field public static final Companion:Lcom/brambleway/Request$Companion;


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;
.field private final argsText$delegate:Lcom/brambleway/Extra;
.field private final consumerVersions$delegate:Lcom/brambleway/Extra;
.field private final deadlineAt$delegate:Lcom/brambleway/Extra;
.field private final extras:Landroid/os/Bundle;
.field private final method:Ljava/lang/String;
.field private final requestId$delegate:Lcom/brambleway/Extra;
.field private final resumeToken$delegate:Lcom/brambleway/Extra;
.field private final sessionToken$delegate:Lcom/brambleway/Extra;
.field private final toolName$delegate:Lcom/brambleway/Extra;
.field private final version$delegate:Lcom/brambleway/Extra;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/16 v0, 0x8
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "version"
    const-string v5, "getVersion()I"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "sessionToken"
    const-string v5, "getSessionToken()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x1
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "requestId"
    const-string v5, "getRequestId()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x2
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "deadlineAt"
    const-string v5, "getDeadlineAt()J"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x3
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "toolName"
    const-string v5, "getToolName()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x4
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "argsText"
    const-string v5, "getArgsText()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x5
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "resumeToken"
    const-string v5, "getResumeToken-zuihrmg()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x6
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/brambleway/Request;
    const-string v4, "consumerVersions"
    const-string v5, "getConsumerVersions()[I"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x7
    aput-object v2, v7, v1
    sput-object v7, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/brambleway/Request$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/brambleway/Request$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brambleway/Request;->Companion:Lcom/brambleway/Request$Companion;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 6
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/Request;->method:Ljava/lang/String;
    iput-object p2, p0, Lcom/brambleway/Request;->extras:Landroid/os/Bundle;
    .line 17
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$$ExternalSyntheticLambda0;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda0;
    const-string v1, "protocol_version"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->version$delegate:Lcom/brambleway/Extra;
    .line 18
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$$ExternalSyntheticLambda1;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda1;
    const-string v1, "session_token"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->sessionToken$delegate:Lcom/brambleway/Extra;
    .line 19
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$$ExternalSyntheticLambda2;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda2;
    const-string v1, "request_id"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->requestId$delegate:Lcom/brambleway/Extra;
    .line 20
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$$ExternalSyntheticLambda3;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda3;
    const-string v1, "deadline_at_ms"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->deadlineAt$delegate:Lcom/brambleway/Extra;
    .line 21
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$$ExternalSyntheticLambda4;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda4;
    const-string v1, "tool_name"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->toolName$delegate:Lcom/brambleway/Extra;
    .line 22
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$$ExternalSyntheticLambda5;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda5;
    const-string v1, "args"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->argsText$delegate:Lcom/brambleway/Extra;
    .line 23
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$resumeToken$2;->INSTANCE:Lcom/brambleway/Request$resumeToken$2;
    check-cast v2, Lkotlin/jvm/functions/Function2;
    const-string v1, "resume_token"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->resumeToken$delegate:Lcom/brambleway/Extra;
    .line 24
    new-instance v0, Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request$$ExternalSyntheticLambda6;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda6;
    const-string v1, "consumer_versions"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v0, p0, Lcom/brambleway/Request;->consumerVersions$delegate:Lcom/brambleway/Extra;
    .line 27
    new-instance v0, Lcom/brambleway/Request$$ExternalSyntheticLambda7;
    invoke-direct {v0, p0}, Lcom/brambleway/Request$$ExternalSyntheticLambda7;-><init>(Lcom/brambleway/Request;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/brambleway/Request;->argsDigest$delegate:Lkotlin/Lazy;
    .line 16
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Lcom/brambleway/Request;-><init>(Ljava/lang/String;Landroid/os/Bundle;)V
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/brambleway/Request;)Ljava/lang/String;
    .registers 2
    .line 27
    invoke-virtual {p0}, Lcom/brambleway/Request;->getArgsText()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L11
    const-string v0, ""
:L11
    invoke-static {v0}, Lcom/brambleway/RequestKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final argsText_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    const-string v1, "$this$Extra"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final consumerVersions_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)[I
    .registers 4
    const-string v1, "$this$Extra"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v0
    return-object v0
.end method

.method public static final deadlineAt_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)J
    .registers 6
    const-string v1, "$this$Extra"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const-wide/16 v2, 0x0
    invoke-virtual {p0, p1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final requestId_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    const-string v1, "$this$Extra"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final sessionToken_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    const-string v1, "$this$Extra"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final toolName_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    const-string v1, "$this$Extra"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final version_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)I
    .registers 5
    const-string v1, "$this$Extra"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const/4 v2, 0x1
    invoke-virtual {p0, p1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    return v0
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 5
:L0
    .line 31
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p0}, Lcom/brambleway/Request;->getArgsText()Ljava/lang/String;
    move-result-object v1
    if-nez v1, :L16
    const-string v1, "{}"
:L16
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v2, v0
:L20
    goto :L26
:L23
    .line 32
    move-exception v3
    .line 33
    const/4 v2, 0x0
:L26
    .line 34
    return-object v2
    .catch Lorg/json/JSONException; {:L0 .. :L20} :L23
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3
    .line 27
    iget-object v1, p0, Lcom/brambleway/Request;->argsDigest$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getArgsText()Ljava/lang/String;
    .registers 4
    .line 22
    iget-object v0, p0, Lcom/brambleway/Request;->argsText$delegate:Lcom/brambleway/Extra;
    sget-object v1, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x5
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getConsumerVersions()[I
    .registers 4
    .line 24
    iget-object v0, p0, Lcom/brambleway/Request;->consumerVersions$delegate:Lcom/brambleway/Extra;
    sget-object v1, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x7
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    return-object v0
.end method

.method public final getDeadlineAt()J
    .registers 5
    .line 20
    iget-object v0, p0, Lcom/brambleway/Request;->deadlineAt$delegate:Lcom/brambleway/Extra;
    sget-object v2, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x3
    aget-object v2, v2, v3
    invoke-virtual {v0, p0, v2}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/brambleway/Request;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/brambleway/Request;->method:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 4
    .line 19
    iget-object v0, p0, Lcom/brambleway/Request;->requestId$delegate:Lcom/brambleway/Extra;
    sget-object v1, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x2
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getResumeToken-zuihrmg()Ljava/lang/String;
    .registers 4
    .line 23
    iget-object v0, p0, Lcom/brambleway/Request;->resumeToken$delegate:Lcom/brambleway/Extra;
    sget-object v1, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x6
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/ResumeToken;
    if-eqz v0, :L27
    invoke-virtual {v0}, Lcom/brambleway/ResumeToken;->unbox-impl()Ljava/lang/String;
    move-result-object v0
    goto :L29
:L27
    const/4 v0, 0x0
:L29
    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 4
    .line 18
    iget-object v0, p0, Lcom/brambleway/Request;->sessionToken$delegate:Lcom/brambleway/Extra;
    sget-object v1, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 4
    .line 21
    iget-object v0, p0, Lcom/brambleway/Request;->toolName$delegate:Lcom/brambleway/Extra;
    sget-object v1, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x4
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getVersion()I
    .registers 4
    .line 17
    iget-object v0, p0, Lcom/brambleway/Request;->version$delegate:Lcom/brambleway/Extra;
    sget-object v1, Lcom/brambleway/Request;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method
