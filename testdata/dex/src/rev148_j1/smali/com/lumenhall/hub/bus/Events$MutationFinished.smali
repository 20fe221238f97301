.class public final Lcom/lumenhall/hub/bus/Events$MutationFinished;
.super Ljava/lang/Object;
.source "Events.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenhall/hub/bus/Events;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "MutationFinished"
.end annotation


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final data:Ljava/lang/String;

.field public final key:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 56
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 57
    iput-object p1, p0, Lcom/lumenhall/hub/bus/Events$MutationFinished;->key:Ljava/lang/String;

    .line 58
    iput-object p2, p0, Lcom/lumenhall/hub/bus/Events$MutationFinished;->tool:Ljava/lang/String;

    .line 59
    iput-object p3, p0, Lcom/lumenhall/hub/bus/Events$MutationFinished;->argsDigest:Ljava/lang/String;

    .line 60
    iput-object p4, p0, Lcom/lumenhall/hub/bus/Events$MutationFinished;->data:Ljava/lang/String;

    .line 61
    return-void
.end method
