.class public final Lcom/lumenhall/hub/bus/Events$ResolutionRequest;
.super Ljava/lang/Object;
.source "Events.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenhall/hub/bus/Events;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ResolutionRequest"
.end annotation


# instance fields
.field public final approvalKey:Ljava/lang/String;

.field public final call:Lcom/lumenhall/hub/cetp/Call;

.field public resolution:Landroid/app/PendingIntent;


# direct methods
.method public constructor <init>(Lcom/lumenhall/hub/cetp/Call;Ljava/lang/String;)V
    .registers 3

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput-object p1, p0, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;->call:Lcom/lumenhall/hub/cetp/Call;

    .line 45
    iput-object p2, p0, Lcom/lumenhall/hub/bus/Events$ResolutionRequest;->approvalKey:Ljava/lang/String;

    .line 46
    return-void
.end method
