.class public final Lcom/saltmarsh/podcasts/Reply$Companion;
.super Ljava/lang/Object;
.source "Protocol.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/Reply$Companion;-><init>()V

    return-void
.end method

.method public static synthetic fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;
    .registers 7

    .line 45
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/podcasts/Reply;
    .registers 6

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Failure;

    invoke-direct {v0, p1, p2, p3}, Lcom/saltmarsh/podcasts/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public final getBUSY()Lcom/saltmarsh/podcasts/Reply;
    .registers 2

    .line 50
    invoke-static {}, Lcom/saltmarsh/podcasts/Reply;->access$getBUSY$cp()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public final getCANCELLED()Lcom/saltmarsh/podcasts/Reply;
    .registers 2

    .line 49
    invoke-static {}, Lcom/saltmarsh/podcasts/Reply;->access$getCANCELLED$cp()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public final getDENIED()Lcom/saltmarsh/podcasts/Reply;
    .registers 2

    .line 47
    invoke-static {}, Lcom/saltmarsh/podcasts/Reply;->access$getDENIED$cp()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method

.method public final getNO_SESSION()Lcom/saltmarsh/podcasts/Reply;
    .registers 2

    .line 48
    invoke-static {}, Lcom/saltmarsh/podcasts/Reply;->access$getNO_SESSION$cp()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0
.end method
