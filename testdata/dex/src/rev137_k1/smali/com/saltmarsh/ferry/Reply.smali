.class public abstract Lcom/saltmarsh/ferry/Reply;
.super Ljava/lang/Object;
.source "Wire.kt"


# static fields
.field private static final CANCELLED:Lcom/saltmarsh/ferry/Reply;

.field public static final Companion:Lcom/saltmarsh/ferry/Reply$Companion;

.field private static final NO_SESSION:Lcom/saltmarsh/ferry/Reply;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/saltmarsh/ferry/Reply$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/ferry/Reply$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    .line 34
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Failure;

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/ferry/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    sput-object v0, Lcom/saltmarsh/ferry/Reply;->NO_SESSION:Lcom/saltmarsh/ferry/Reply;

    .line 35
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Failure;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user did not confirm"

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/ferry/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    sput-object v0, Lcom/saltmarsh/ferry/Reply;->CANCELLED:Lcom/saltmarsh/ferry/Reply;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/Reply;-><init>()V

    return-void
.end method

.method public static final synthetic access$getCANCELLED$cp()Lcom/saltmarsh/ferry/Reply;
    .registers 1

    .line 25
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->CANCELLED:Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method public static final synthetic access$getNO_SESSION$cp()Lcom/saltmarsh/ferry/Reply;
    .registers 1

    .line 25
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->NO_SESSION:Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method
