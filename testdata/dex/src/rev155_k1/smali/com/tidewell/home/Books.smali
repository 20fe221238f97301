.class public final Lcom/tidewell/home/Books;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# static fields
.field public static final ANSWER_WAIT_MS:J = 0x7d0L

.field public static final HOLD_MS:J = 0x927c0L

.field public static final INSTANCE:Lcom/tidewell/home/Books;

.field public static final REMINDERS:Ljava/lang/String; = "reminders"

.field public static final TEXTS:Ljava/lang/String; = "texts"

.field private static final reminders:Lcom/tidewell/home/ConfirmationBook;

.field private static final texts:Lcom/tidewell/home/ConfirmationBook;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/tidewell/home/Books;

    invoke-direct {v0}, Lcom/tidewell/home/Books;-><init>()V

    sput-object v0, Lcom/tidewell/home/Books;->INSTANCE:Lcom/tidewell/home/Books;

    .line 45
    new-instance v0, Lcom/tidewell/home/ConfirmationBook;

    const-string v1, "texts"

    invoke-direct {v0, v1}, Lcom/tidewell/home/ConfirmationBook;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/tidewell/home/Books;->texts:Lcom/tidewell/home/ConfirmationBook;

    .line 46
    new-instance v0, Lcom/tidewell/home/ConfirmationBook;

    const-string v1, "reminders"

    invoke-direct {v0, v1}, Lcom/tidewell/home/ConfirmationBook;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/tidewell/home/Books;->reminders:Lcom/tidewell/home/ConfirmationBook;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getReminders()Lcom/tidewell/home/ConfirmationBook;
    .registers 2

    .line 46
    sget-object v0, Lcom/tidewell/home/Books;->reminders:Lcom/tidewell/home/ConfirmationBook;

    return-object v0
.end method

.method public final getTexts()Lcom/tidewell/home/ConfirmationBook;
    .registers 2

    .line 45
    sget-object v0, Lcom/tidewell/home/Books;->texts:Lcom/tidewell/home/ConfirmationBook;

    return-object v0
.end method

.method public final named(Ljava/lang/String;)Lcom/tidewell/home/ConfirmationBook;
    .registers 5

    .line 48
    move-object v2, p1

    .line 49
    const-string v1, "texts"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/tidewell/home/Books;->texts:Lcom/tidewell/home/ConfirmationBook;

    goto :goto_0

    .line 50
    :cond_0
    const-string v1, "reminders"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    sget-object v0, Lcom/tidewell/home/Books;->reminders:Lcom/tidewell/home/ConfirmationBook;

    goto :goto_0

    .line 51
    :cond_1
    const/4 v0, 0x0

    .line 52
    :goto_0
    return-object v0
.end method
