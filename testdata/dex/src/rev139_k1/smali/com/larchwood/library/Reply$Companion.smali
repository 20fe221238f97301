.class public final Lcom/larchwood/library/Reply$Companion;
.super Ljava/lang/Object;
.source "Commands.kt"


# static fields
.field static final synthetic $$INSTANCE:Lcom/larchwood/library/Reply$Companion;

.field private static final CANCELLED:Lcom/larchwood/library/Reply;

.field private static final DENIED:Lcom/larchwood/library/Reply;

.field private static final NO_SESSION:Lcom/larchwood/library/Reply;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/larchwood/library/Reply$Companion;

    invoke-direct {v0}, Lcom/larchwood/library/Reply$Companion;-><init>()V

    sput-object v0, Lcom/larchwood/library/Reply$Companion;->$$INSTANCE:Lcom/larchwood/library/Reply$Companion;

    .line 53
    new-instance v0, Lcom/larchwood/library/Reply$Failure;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Larchwood\'s tools"

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/larchwood/library/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/larchwood/library/Reply;

    sput-object v0, Lcom/larchwood/library/Reply$Companion;->DENIED:Lcom/larchwood/library/Reply;

    .line 54
    new-instance v0, Lcom/larchwood/library/Reply$Failure;

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/larchwood/library/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/larchwood/library/Reply;

    sput-object v0, Lcom/larchwood/library/Reply$Companion;->NO_SESSION:Lcom/larchwood/library/Reply;

    .line 55
    new-instance v0, Lcom/larchwood/library/Reply$Failure;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The request was not confirmed"

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/larchwood/library/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/larchwood/library/Reply;

    sput-object v0, Lcom/larchwood/library/Reply$Companion;->CANCELLED:Lcom/larchwood/library/Reply;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static synthetic fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;
    .registers 7

    .line 51
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lcom/larchwood/library/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larchwood/library/Reply;
    .registers 6

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    new-instance v0, Lcom/larchwood/library/Reply$Failure;

    invoke-direct {v0, p1, p2, p3}, Lcom/larchwood/library/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method public final getCANCELLED()Lcom/larchwood/library/Reply;
    .registers 2

    .line 55
    sget-object v0, Lcom/larchwood/library/Reply$Companion;->CANCELLED:Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method public final getDENIED()Lcom/larchwood/library/Reply;
    .registers 2

    .line 53
    sget-object v0, Lcom/larchwood/library/Reply$Companion;->DENIED:Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method public final getNO_SESSION()Lcom/larchwood/library/Reply;
    .registers 2

    .line 54
    sget-object v0, Lcom/larchwood/library/Reply$Companion;->NO_SESSION:Lcom/larchwood/library/Reply;

    return-object v0
.end method
