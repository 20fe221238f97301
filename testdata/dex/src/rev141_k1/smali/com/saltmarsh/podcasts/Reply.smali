.class public abstract Lcom/saltmarsh/podcasts/Reply;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field private static final BUSY:Lcom/saltmarsh/podcasts/Reply;

.field private static final CANCELLED:Lcom/saltmarsh/podcasts/Reply;

.field public static final Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

.field private static final DENIED:Lcom/saltmarsh/podcasts/Reply;

.field private static final NO_SESSION:Lcom/saltmarsh/podcasts/Reply;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/Reply$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    .line 47
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Failure;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Saltmarsh\'s tools"

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    sput-object v0, Lcom/saltmarsh/podcasts/Reply;->DENIED:Lcom/saltmarsh/podcasts/Reply;

    .line 48
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Failure;

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    sput-object v0, Lcom/saltmarsh/podcasts/Reply;->NO_SESSION:Lcom/saltmarsh/podcasts/Reply;

    .line 49
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Failure;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The request was not confirmed"

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    sput-object v0, Lcom/saltmarsh/podcasts/Reply;->CANCELLED:Lcom/saltmarsh/podcasts/Reply;

    .line 50
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Failure;

    const-string v1, "UNAVAILABLE"

    const-string v2, "Saltmarsh\'s player is starting; try again shortly"

    const/4 v3, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    sput-object v0, Lcom/saltmarsh/podcasts/Reply;->BUSY:Lcom/saltmarsh/podcasts/Reply;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/Reply;-><init>()V

    return-void
.end method

.method public static final synthetic access$getBUSY$cp()Lcom/saltmarsh/podcasts/Reply;
    .registers 1

    .line 31
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->BUSY:Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final synthetic access$getCANCELLED$cp()Lcom/saltmarsh/podcasts/Reply;
    .registers 1

    .line 31
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->CANCELLED:Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final synthetic access$getDENIED$cp()Lcom/saltmarsh/podcasts/Reply;
    .registers 1

    .line 31
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->DENIED:Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method

.method public static final synthetic access$getNO_SESSION$cp()Lcom/saltmarsh/podcasts/Reply;
    .registers 1

    .line 31
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->NO_SESSION:Lcom/saltmarsh/podcasts/Reply;

    return-object v0
.end method
