.class public final Lcom/tidetable/ToolRequest;
.super Ljava/lang/Object;
.source "Request.kt"

.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private final extras:Landroid/os/Bundle;
.field private final args$delegate:Lkotlin/Lazy;
.field private final confirmed$delegate:Lcom/tidetable/RequestFlag;
.field private final resumeToken$delegate:Lcom/tidetable/RequestText;
.field private final boat$delegate:Lcom/tidetable/RequestText;
.field private final sailor$delegate:Lcom/tidetable/RequestText;

.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 4
    const-string v0, "extras"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/tidetable/ToolRequest;->extras:Landroid/os/Bundle;
    .line 21
    new-instance v1, Lcom/tidetable/ToolRequest$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/tidetable/ToolRequest$$ExternalSyntheticLambda0;-><init>(Lcom/tidetable/ToolRequest;)V
    move-object v0, v1
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v2, Lcom/tidetable/ToolRequest;->args$delegate:Lkotlin/Lazy;
    .line 22
    const-string v0, "confirmed"
    invoke-static {v0}, Lcom/tidetable/RequestKt;->requestFlag(Ljava/lang/String;)Lcom/tidetable/RequestFlag;
    move-result-object v0
    iput-object v0, v2, Lcom/tidetable/ToolRequest;->confirmed$delegate:Lcom/tidetable/RequestFlag;
    .line 23
    const-string v0, "resume_token"
    invoke-static {v0}, Lcom/tidetable/RequestKt;->requestText(Ljava/lang/String;)Lcom/tidetable/RequestText;
    move-result-object v0
    iput-object v0, v2, Lcom/tidetable/ToolRequest;->resumeToken$delegate:Lcom/tidetable/RequestText;
    .line 24
    const-string v0, "boat"
    invoke-static {v0}, Lcom/tidetable/RequestKt;->requestText(Ljava/lang/String;)Lcom/tidetable/RequestText;
    move-result-object v0
    iput-object v0, v2, Lcom/tidetable/ToolRequest;->boat$delegate:Lcom/tidetable/RequestText;
    .line 25
    const-string v0, "sailor"
    invoke-static {v0}, Lcom/tidetable/RequestKt;->requestText(Ljava/lang/String;)Lcom/tidetable/RequestText;
    move-result-object v0
    iput-object v0, v2, Lcom/tidetable/ToolRequest;->sailor$delegate:Lcom/tidetable/RequestText;
    .line 20
    return-void
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 20
    iget-object v0, v1, Lcom/tidetable/ToolRequest;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 3
    .line 21
    iget-object v0, v2, Lcom/tidetable/ToolRequest;->args$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
    .line 21
    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 4
    .line 22
    iget-object v0, v3, Lcom/tidetable/ToolRequest;->confirmed$delegate:Lcom/tidetable/RequestFlag;
    sget-object v1, Lcom/tidetable/ToolRequest;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-virtual {v0, v3, v1}, Lcom/tidetable/RequestFlag;->getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/Boolean;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 4
    .line 23
    iget-object v0, v3, Lcom/tidetable/ToolRequest;->resumeToken$delegate:Lcom/tidetable/RequestText;
    sget-object v1, Lcom/tidetable/ToolRequest;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-virtual {v0, v3, v1}, Lcom/tidetable/RequestText;->getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getBoat()Ljava/lang/String;
    .registers 4
    .line 24
    iget-object v0, v3, Lcom/tidetable/ToolRequest;->boat$delegate:Lcom/tidetable/RequestText;
    sget-object v1, Lcom/tidetable/ToolRequest;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x2
    aget-object v1, v1, v2
    invoke-virtual {v0, v3, v1}, Lcom/tidetable/RequestText;->getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getSailor()Ljava/lang/String;
    .registers 4
    .line 25
    iget-object v0, v3, Lcom/tidetable/ToolRequest;->sailor$delegate:Lcom/tidetable/RequestText;
    sget-object v1, Lcom/tidetable/ToolRequest;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x3
    aget-object v1, v1, v2
    invoke-virtual {v0, v3, v1}, Lcom/tidetable/RequestText;->getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final args_delegate$lambda$0(Lcom/tidetable/ToolRequest;)Lorg/json/JSONObject;
    .registers 5
    .line 21
    new-instance v0, Lorg/json/JSONObject;
    iget-object v2, v4, Lcom/tidetable/ToolRequest;->extras:Landroid/os/Bundle;
    const-string v3, "args"
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L20
    const-string v2, "{}"
    :L20
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x4
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v7, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/tidetable/ToolRequest;
    const-string v4, "confirmed"
    const-string v5, "getConfirmed()Z"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    const/4 v1, 0x1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/tidetable/ToolRequest;
    const-string v4, "resumeToken"
    const-string v5, "getResumeToken()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    const/4 v1, 0x2
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/tidetable/ToolRequest;
    const-string v4, "boat"
    const-string v5, "getBoat()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    const/4 v1, 0x3
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/tidetable/ToolRequest;
    const-string v4, "sailor"
    const-string v5, "getSailor()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    sput-object v7, Lcom/tidetable/ToolRequest;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

