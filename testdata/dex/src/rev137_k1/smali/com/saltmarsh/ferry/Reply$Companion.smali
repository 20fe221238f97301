.class public final Lcom/saltmarsh/ferry/Reply$Companion;
.super Ljava/lang/Object;
.source "Wire.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/Reply$Companion;-><init>()V

    return-void
.end method

.method public static synthetic fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;
    .registers 7

    .line 32
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lcom/saltmarsh/ferry/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/ferry/Reply;
    .registers 6

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Failure;

    invoke-direct {v0, p1, p2, p3}, Lcom/saltmarsh/ferry/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method public final getCANCELLED()Lcom/saltmarsh/ferry/Reply;
    .registers 2

    .line 35
    invoke-static {}, Lcom/saltmarsh/ferry/Reply;->access$getCANCELLED$cp()Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method public final getNO_SESSION()Lcom/saltmarsh/ferry/Reply;
    .registers 2

    .line 34
    invoke-static {}, Lcom/saltmarsh/ferry/Reply;->access$getNO_SESSION$cp()Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method
