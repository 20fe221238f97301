# Java sketch (RoomJournalExecutor.java): an executor that answers retries
# from a map but reserves each request through the Room DAO first (the
# generated ReservationDao_Impl inserts it in a writer transaction).
#   public final class RoomJournalExecutor implements CetpMutationExecutor {               // 9
#       private final Map<String, CetpProviderResult> recent = new HashMap<>();               // 10
#       @Override
#       public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
#           CetpProviderResult known = recent.get(requestId);                                  // 13
#           if (known != null) {                                                               // 14
#               return known;                                                                  // 15
#           }
#           JournalDatabase.open(context).reservations().reserve(new Reservation(requestId, "reserved"));  // 17
#           CetpProviderResult result = mutation.invoke();                                     // 18
#           recent.put(requestId, result);                                                     // 19
#           return result;                                                                     // 20
#       }
#   }
.class public final Lcom/example/dd/RoomJournalExecutor;
.super Ljava/lang/Object;
.source "RoomJournalExecutor.java"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final recent:Ljava/util/Map;

# near miss CETP618: the map is only a cache; each request is reserved through the Room-generated DAO (EntityInsertAdapter in performBlocking, not read-only)
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/dd/RoomJournalExecutor;->recent:Ljava/util/Map;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 13
    iget-object v0, p0, Lcom/example/dd/RoomJournalExecutor;->recent:Ljava/util/Map;
    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 14
    if-eqz v0, :cond_b
    .line 15
    return-object v0
    .line 17
    :cond_b
    invoke-static {p1}, Lcom/example/dd/JournalDatabase;->open(Landroid/content/Context;)Lcom/example/dd/JournalDatabase;
    move-result-object p1
    invoke-virtual {p1}, Lcom/example/dd/JournalDatabase;->reservations()Lcom/example/dd/ReservationDao;
    move-result-object p1
    new-instance v1, Lcom/example/dd/Reservation;
    const-string v2, "reserved"
    invoke-direct {v1, p2, v2}, Lcom/example/dd/Reservation;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {p1, v1}, Lcom/example/dd/ReservationDao;->reserve(Lcom/example/dd/Reservation;)J
    .line 18
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 19
    iget-object p3, p0, Lcom/example/dd/RoomJournalExecutor;->recent:Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 20
    return-object p1
.end method
