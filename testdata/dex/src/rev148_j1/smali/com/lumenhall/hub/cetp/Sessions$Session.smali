.class final Lcom/lumenhall/hub/cetp/Sessions$Session;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenhall/hub/cetp/Sessions;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Session"
.end annotation


# instance fields
.field final capabilities:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field final expiresAt:J

.field final uid:I


# direct methods
.method constructor <init>(IJLjava/util/Set;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(IJ",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput p1, p0, Lcom/lumenhall/hub/cetp/Sessions$Session;->uid:I

    .line 19
    iput-wide p2, p0, Lcom/lumenhall/hub/cetp/Sessions$Session;->expiresAt:J

    .line 20
    iput-object p4, p0, Lcom/lumenhall/hub/cetp/Sessions$Session;->capabilities:Ljava/util/Set;

    .line 21
    return-void
.end method
