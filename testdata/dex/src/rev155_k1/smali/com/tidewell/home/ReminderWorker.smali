.class public final Lcom/tidewell/home/ReminderWorker;
.super Ljava/lang/Object;
.source "Reminders.kt"


# static fields
.field public static final Companion:Lcom/tidewell/home/ReminderWorker$Companion;

.field private static instance:Lcom/tidewell/home/ReminderWorker;


# instance fields
.field private final clockChanged:Lcom/tidewell/home/ReminderWorker$clockChanged$1;

.field private final handler:Landroid/os/Handler;

.field private final thread:Landroid/os/HandlerThread;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/tidewell/home/ReminderWorker$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tidewell/home/ReminderWorker$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tidewell/home/ReminderWorker;->Companion:Lcom/tidewell/home/ReminderWorker$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 11

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    new-instance v5, Landroid/os/HandlerThread;

    const-string v3, "reminders"

    invoke-direct {v5, v3}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    move-object v6, v5

    .line 82
    move-object v8, p0

    const/4 v7, 0x0

    .line 40
    invoke-virtual {v6}, Landroid/os/HandlerThread;->start()V

    iput-object v5, v8, Lcom/tidewell/home/ReminderWorker;->thread:Landroid/os/HandlerThread;

    .line 41
    new-instance v1, Landroid/os/Handler;

    iget-object v3, p0, Lcom/tidewell/home/ReminderWorker;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v3}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v3

    invoke-direct {v1, v3}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v1, p0, Lcom/tidewell/home/ReminderWorker;->handler:Landroid/os/Handler;

    .line 44
    new-instance v1, Lcom/tidewell/home/ReminderWorker$clockChanged$1;

    invoke-direct {v1}, Lcom/tidewell/home/ReminderWorker$clockChanged$1;-><init>()V

    iput-object v1, p0, Lcom/tidewell/home/ReminderWorker;->clockChanged:Lcom/tidewell/home/ReminderWorker$clockChanged$1;

    .line 53
    new-instance v5, Landroid/content/IntentFilter;

    const-string v2, "android.intent.action.TIME_SET"

    invoke-direct {v5, v2}, Landroid/content/IntentFilter;-><init>(Ljava/lang/String;)V

    .line 54
    const-string v1, "android.intent.action.TIMEZONE_CHANGED"

    invoke-virtual {v5, v1}, Landroid/content/IntentFilter;->addAction(Ljava/lang/String;)V

    .line 55
    iget-object v1, p0, Lcom/tidewell/home/ReminderWorker;->clockChanged:Lcom/tidewell/home/ReminderWorker$clockChanged$1;

    check-cast v1, Landroid/content/BroadcastReceiver;

    iget-object v4, p0, Lcom/tidewell/home/ReminderWorker;->handler:Landroid/os/Handler;

    const/4 v3, 0x0

    invoke-virtual {p1, v1, v5, v3, v4}, Landroid/content/Context;->registerReceiver(Landroid/content/BroadcastReceiver;Landroid/content/IntentFilter;Ljava/lang/String;Landroid/os/Handler;)Landroid/content/Intent;

    .line 39
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/tidewell/home/ReminderWorker;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/tidewell/home/ReminderWorker;
    .registers 1

    .line 39
    sget-object v0, Lcom/tidewell/home/ReminderWorker;->instance:Lcom/tidewell/home/ReminderWorker;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/tidewell/home/ReminderWorker;)V
    .registers 1

    .line 39
    sput-object p0, Lcom/tidewell/home/ReminderWorker;->instance:Lcom/tidewell/home/ReminderWorker;

    return-void
.end method


# virtual methods
.method public final getHandler()Landroid/os/Handler;
    .registers 2

    .line 41
    iget-object v0, p0, Lcom/tidewell/home/ReminderWorker;->handler:Landroid/os/Handler;

    return-object v0
.end method
