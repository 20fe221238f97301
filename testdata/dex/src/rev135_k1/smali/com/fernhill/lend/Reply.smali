.class public abstract Lcom/fernhill/lend/Reply;
.super Ljava/lang/Object;
.source "Wire.kt"


# static fields
.field public static final CANCELLED:Lcom/fernhill/lend/Reply;

.field public static final Companion:Lcom/fernhill/lend/Reply$Companion;

.field public static final NO_SESSION:Lcom/fernhill/lend/Reply;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/fernhill/lend/Reply$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/fernhill/lend/Reply$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    .line 48
    new-instance v0, Lcom/fernhill/lend/Reply$Failure;

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/fernhill/lend/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    sput-object v0, Lcom/fernhill/lend/Reply;->NO_SESSION:Lcom/fernhill/lend/Reply;

    .line 51
    new-instance v0, Lcom/fernhill/lend/Reply$Failure;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user did not confirm"

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/fernhill/lend/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    sput-object v0, Lcom/fernhill/lend/Reply;->CANCELLED:Lcom/fernhill/lend/Reply;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/fernhill/lend/Reply;-><init>()V

    return-void
.end method

.method public static final fail(Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/lend/Reply;
    .registers 3

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    invoke-virtual {v0, p0, p1}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    .line 45
    return-object v0
.end method

.method public static final fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;
    .registers 4

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    invoke-virtual {v0, p0, p1, p2}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;

    move-result-object v0

    .line 45
    return-object v0
.end method
