.class public final Lcom/relaykit/home/devices/DevicesModule$AlertsShown;
.super Ljava/lang/Object;
.source "DevicesModule.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/devices/DevicesModule;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "AlertsShown"
.end annotation


# instance fields
.field final alertIds:[J


# direct methods
.method constructor <init>([J)V
    .registers 2

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/relaykit/home/devices/DevicesModule$AlertsShown;->alertIds:[J

    .line 26
    return-void
.end method
