.class public final Lcom/na/BootReceiver;
.super Landroid/content/BroadcastReceiver;
.source "BootReceiver.java"

# static fields
.field static final REMINDER:Lcom/na/Screen;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 11
    new-instance v0, Lcom/na/Screen;
    const-string v2, "com.na.ReminderActivity"
    const/high16 v3, 0x2000000
    invoke-direct {v0, v2, v3}, Lcom/na/Screen;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/na/BootReceiver;->REMINDER:Lcom/na/Screen;
    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 9
    .line 15
    const-string v1, "alarm"
    invoke-virtual {v7, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/AlarmManager;
    move-object v5, v0
    .line 16
    const/4 v1, 0x0
    sget-object v3, Lcom/na/BootReceiver;->REMINDER:Lcom/na/Screen;
    const/4 v4, 0x0
    invoke-static {v7, v3, v4}, Lcom/na/Pendings;->open(Landroid/content/Context;Lcom/na/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/app/AlarmManager;->set(ILandroid/app/PendingIntent;)V
    .line 17
    return-void
.end method

