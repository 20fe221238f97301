.class public final synthetic Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/calendar/CalendarBridge;

.field public final synthetic f$1:Lorg/json/JSONObject;

.field public final synthetic f$2:J


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/calendar/CalendarBridge;Lorg/json/JSONObject;J)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/calendar/CalendarBridge;

    iput-object p2, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;->f$1:Lorg/json/JSONObject;

    iput-wide p3, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;->f$2:J

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/calendar/CalendarBridge;

    iget-object v1, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;->f$1:Lorg/json/JSONObject;

    iget-wide v2, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;->f$2:J

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthboard/calendar/CalendarBridge;->lambda$insertChore$0$com-hearthboard-calendar-CalendarBridge(Lorg/json/JSONObject;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
