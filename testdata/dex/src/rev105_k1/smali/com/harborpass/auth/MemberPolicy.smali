.class public final Lcom/harborpass/auth/MemberPolicy;
.super Ljava/lang/Object;
.source "Policies.kt"

.field public static final INSTANCE:Lcom/harborpass/auth/MemberPolicy;
.field private static final MEMBER_APPS:Ljava/util/Set;
.field private static final GRANTED:Ljava/util/Set;

.method private constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 5
    const-string v1, "request"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L24
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "unknown caller"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L24
    move-object v2, v0
    .line 27
    sget-object v0, Lcom/harborpass/auth/MemberPolicy;->MEMBER_APPS:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L46
    .line 28
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "not a member app"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L46
    .line 30
    sget-object v0, Lcom/harborpass/auth/MemberPolicy;->GRANTED:Ljava/util/Set;
    invoke-virtual {v4}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v1
    check-cast v1, Ljava/util/Collection;
    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result v0
    if-nez v0, :L73
    .line 31
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "scope not granted"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :L73
    .line 33
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/harborpass/auth/MemberPolicy;
    invoke-direct {v0}, Lcom/harborpass/auth/MemberPolicy;-><init>()V
    sput-object v0, Lcom/harborpass/auth/MemberPolicy;->INSTANCE:Lcom/harborpass/auth/MemberPolicy;
    .line 22
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.harborpass.crew"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.harborpass.skipper"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/harborpass/auth/MemberPolicy;->MEMBER_APPS:Ljava/util/Set;
    .line 23
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "fuel.read"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "fuel.order"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/harborpass/auth/MemberPolicy;->GRANTED:Ljava/util/Set;
    return-void
.end method

