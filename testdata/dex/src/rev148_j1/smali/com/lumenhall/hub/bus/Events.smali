.class public final Lcom/lumenhall/hub/bus/Events;
.super Ljava/lang/Object;
.source "Events.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lumenhall/hub/bus/Events$MutationFinished;,
        Lcom/lumenhall/hub/bus/Events$ResolutionRequest;,
        Lcom/lumenhall/hub/bus/Events$TokenRequest;,
        Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;
    }
.end annotation


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    return-void
.end method
