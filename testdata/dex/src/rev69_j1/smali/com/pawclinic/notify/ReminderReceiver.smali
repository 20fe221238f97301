.class public Lcom/pawclinic/notify/ReminderReceiver;
.super Landroid/content/BroadcastReceiver;
.source "ReminderReceiver.java"


# direct methods
.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 3
    .line 11
    invoke-static {p1}, Lcom/pawclinic/notify/Reminders;->notifyDue(Landroid/content/Context;)V
    .line 12
    return-void
.end method
