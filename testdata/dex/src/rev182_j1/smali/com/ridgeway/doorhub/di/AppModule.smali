.class public final Lcom/ridgeway/doorhub/di/AppModule;
.super Ljava/lang/Object;
.source "AppModule.java"


# static fields
.field public static final ACTION_AUTO_LOCK:Ljava/lang/String; = "com.ridgeway.doorhub.action.AUTO_LOCK"

.field public static final ACTION_REMIND_VISITOR:Ljava/lang/String; = "com.ridgeway.doorhub.action.REMIND_VISITOR"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    return-void
.end method

.method static provideAlarmManager(Landroid/content/Context;)Landroid/app/AlarmManager;
    .registers 3

    .line 38
    const-string v1, "alarm"

    invoke-virtual {p0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/AlarmManager;

    return-object v0
.end method

.method static provideArchiveExecutor()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 46
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method

.method public static provideAutoLockAlarm(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 58
    new-instance v0, Landroid/content/Intent;

    const-class v2, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;

    invoke-direct {v0, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "com.ridgeway.doorhub.action.AUTO_LOCK"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    .line 59
    const-string v1, "lock_id"

    invoke-virtual {v3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 60
    const/16 v1, 0x2a

    const/high16 v2, 0xa000000

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method static provideClipsDir(Landroid/content/Context;)Ljava/io/File;
    .registers 4

    .line 42
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "clips"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method static provideDatabase(Landroid/content/Context;)Lcom/ridgeway/doorhub/data/DoorhubDatabase;
    .registers 2

    .line 26
    new-instance v0, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    invoke-direct {v0, p0}, Lcom/ridgeway/doorhub/data/DoorhubDatabase;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method static providePackageManager(Landroid/content/Context;)Landroid/content/pm/PackageManager;
    .registers 2

    .line 34
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    return-object v0
.end method

.method static provideSecureRandom()Ljava/security/SecureRandom;
    .registers 1

    .line 30
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    return-object v0
.end method

.method public static provideVisitorReminder(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6

    .line 51
    new-instance v4, Landroid/content/Intent;

    const-string v2, "com.ridgeway.doorhub.action.REMIND_VISITOR"

    invoke-direct {v4, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 52
    const/16 v1, 0x29

    const/high16 v3, 0xa000000

    invoke-static {p0, v1, v4, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
