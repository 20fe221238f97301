.class public final Lcom/lumenhall/hub/bus/Events$TokenRequest;
.super Ljava/lang/Object;
.source "Events.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenhall/hub/bus/Events;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "TokenRequest"
.end annotation


# instance fields
.field public final call:Lcom/lumenhall/hub/cetp/Call;

.field public token:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/lumenhall/hub/cetp/Call;)V
    .registers 2

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iput-object p1, p0, Lcom/lumenhall/hub/bus/Events$TokenRequest;->call:Lcom/lumenhall/hub/cetp/Call;

    .line 34
    return-void
.end method
