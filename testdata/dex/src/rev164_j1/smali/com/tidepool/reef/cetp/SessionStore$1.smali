.class Lcom/tidepool/reef/cetp/SessionStore$1;
.super Ljava/lang/Object;
.source "SessionStore.java"

# interfaces
.implements Ljava/util/Comparator;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/cetp/SessionStore;->newestFor(I)Lcom/tidepool/reef/cetp/SessionStore$Session;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/Comparator<",
        "Lcom/tidepool/reef/cetp/SessionStore$Session;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/cetp/SessionStore;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/cetp/SessionStore;)V
    .registers 2

    .line 65
    iput-object p1, p0, Lcom/tidepool/reef/cetp/SessionStore$1;->this$0:Lcom/tidepool/reef/cetp/SessionStore;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public compare(Lcom/tidepool/reef/cetp/SessionStore$Session;Lcom/tidepool/reef/cetp/SessionStore$Session;)I
    .registers 7

    .line 68
    iget-wide v0, p1, Lcom/tidepool/reef/cetp/SessionStore$Session;->expiresAt:J

    iget-wide v2, p2, Lcom/tidepool/reef/cetp/SessionStore$Session;->expiresAt:J

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Long;->compare(JJ)I

    move-result v0

    return v0
.end method

.method public bridge synthetic compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 4

    .line 65
    check-cast p1, Lcom/tidepool/reef/cetp/SessionStore$Session;

    check-cast p2, Lcom/tidepool/reef/cetp/SessionStore$Session;

    invoke-virtual {p0, p1, p2}, Lcom/tidepool/reef/cetp/SessionStore$1;->compare(Lcom/tidepool/reef/cetp/SessionStore$Session;Lcom/tidepool/reef/cetp/SessionStore$Session;)I

    move-result v0

    return v0
.end method
