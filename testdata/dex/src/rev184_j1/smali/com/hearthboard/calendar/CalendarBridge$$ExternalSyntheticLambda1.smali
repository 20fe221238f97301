.class public final synthetic Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/calendar/CalendarBridge;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:J

.field public final synthetic f$3:Lorg/json/JSONObject;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/calendar/CalendarBridge;Ljava/lang/String;JLorg/json/JSONObject;)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/calendar/CalendarBridge;

    iput-object p2, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput-wide p3, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$2:J

    iput-object p5, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$3:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 6

    iget-object v0, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/calendar/CalendarBridge;

    iget-object v1, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget-wide v2, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$2:J

    iget-object v4, p0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;->f$3:Lorg/json/JSONObject;

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/hearthboard/calendar/CalendarBridge;->lambda$insertMessageEvent$1$com-hearthboard-calendar-CalendarBridge(Ljava/lang/String;JLorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
