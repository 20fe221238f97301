.class public final Lcom/hearthboard/cetp/Envelopes$Failure;
.super Ljava/lang/Exception;
.source "Envelopes.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/cetp/Envelopes;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Failure"
.end annotation


# instance fields
.field public final code:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 23
    invoke-direct {p0, p2}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 24
    iput-object p1, p0, Lcom/hearthboard/cetp/Envelopes$Failure;->code:Ljava/lang/String;

    .line 25
    return-void
.end method
