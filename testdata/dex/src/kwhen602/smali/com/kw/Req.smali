.class public final Lcom/kw/Req;
.super Ljava/lang/Object;
.source "App.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

# instance fields
.field private final extras:Landroid/os/Bundle;
.field private final sessionToken$delegate:Lcom/kw/Extra;
.field private final toolName$delegate:Lcom/kw/Extra;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 7
    const-string v1, "extras"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    iput-object v6, v5, Lcom/kw/Req;->extras:Landroid/os/Bundle;
    .line 38
    new-instance v1, Lcom/kw/Extra;
    const-string v3, "session_token"
    sget-object v4, Lcom/kw/Req$$ExternalSyntheticLambda0;->INSTANCE:Lcom/kw/Req$$ExternalSyntheticLambda0;
    invoke-direct {v1, v3, v4}, Lcom/kw/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v1, v5, Lcom/kw/Req;->sessionToken$delegate:Lcom/kw/Extra;
    .line 39
    new-instance v1, Lcom/kw/Extra;
    const-string v3, "tool_name"
    sget-object v4, Lcom/kw/Req$$ExternalSyntheticLambda1;->INSTANCE:Lcom/kw/Req$$ExternalSyntheticLambda1;
    invoke-direct {v1, v3, v4}, Lcom/kw/Extra;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    iput-object v1, v5, Lcom/kw/Req;->toolName$delegate:Lcom/kw/Extra;
    .line 37
    return-void
.end method

.method public static final sessionToken_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    const-string v1, "$this$Extra"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final toolName_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    const-string v1, "$this$Extra"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 9
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v8, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v4, Lcom/kw/Req;
    const-string v5, "sessionToken"
    const-string v6, "getSessionToken()Ljava/lang/String;"
    const/4 v7, 0x0
    invoke-direct {v2, v4, v5, v6, v7}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v8, v1
    const/4 v1, 0x1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v4, Lcom/kw/Req;
    const-string v5, "toolName"
    const-string v6, "getToolName()Ljava/lang/String;"
    const/4 v7, 0x0
    invoke-direct {v2, v4, v5, v6, v7}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v8, v1
    sput-object v8, Lcom/kw/Req;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method


# virtual methods
.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 37
    iget-object v0, v1, Lcom/kw/Req;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 5
    .line 38
    iget-object v0, v4, Lcom/kw/Req;->sessionToken$delegate:Lcom/kw/Extra;
    sget-object v2, Lcom/kw/Req;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-virtual {v0, v4, v2}, Lcom/kw/Extra;->getValue(Lcom/kw/Req;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 5
    .line 39
    iget-object v0, v4, Lcom/kw/Req;->toolName$delegate:Lcom/kw/Extra;
    sget-object v2, Lcom/kw/Req;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x1
    aget-object v2, v2, v3
    invoke-virtual {v0, v4, v2}, Lcom/kw/Extra;->getValue(Lcom/kw/Req;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

