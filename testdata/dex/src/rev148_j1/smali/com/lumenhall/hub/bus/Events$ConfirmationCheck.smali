.class public final Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;
.super Ljava/lang/Object;
.source "Events.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenhall/hub/bus/Events;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ConfirmationCheck"
.end annotation


# static fields
.field public static final APPROVED:I = 0x1

.field public static final DENIED:I = 0x2

.field public static final PENDING:I = 0x3

.field public static final REFUSED:I = 0x4

.field public static final UNDECIDED:I


# instance fields
.field public final call:Lcom/lumenhall/hub/cetp/Call;

.field public verdict:I


# direct methods
.method public constructor <init>(Lcom/lumenhall/hub/cetp/Call;)V
    .registers 3

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    const/4 v0, 0x0

    iput v0, p0, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->verdict:I

    .line 23
    iput-object p1, p0, Lcom/lumenhall/hub/bus/Events$ConfirmationCheck;->call:Lcom/lumenhall/hub/cetp/Call;

    .line 24
    return-void
.end method
