.class public final Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;
.super Ljava/lang/RuntimeException;
.source "ConfirmHandler.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larder/kitchen/cetp/ConfirmHandler;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Needed"
.end annotation


# instance fields
.field public final pick:Z

.field public final summary:Ljava/lang/String;

.field public final token:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5

    .line 29
    const-string v0, "user action needed"

    invoke-direct {p0, v0}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V

    .line 30
    iput-object p1, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->token:Ljava/lang/String;

    .line 31
    iput-object p2, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->summary:Ljava/lang/String;

    .line 32
    iput-boolean p3, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->pick:Z

    .line 33
    return-void
.end method
