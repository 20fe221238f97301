# Java sketch (MmkvJournalExecutor.java): an executor that keeps requests
# in flight in a set and reserves each in an MMKV journal, which MMKV
# writes at once (no commit).
#   public final class MmkvJournalExecutor implements CetpMutationExecutor {               // 9
#       private final Set<String> inFlight = new HashSet<>();                                 // 10
#       @Override
#       public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
#           if (!inFlight.add(requestId)) {                                                     // 13
#               throw new IllegalStateException("request in flight");                           // 14
#           }
#           MMKV.mmkvWithID("cetp-journal").encode(requestId, "reserved");                      // 16
#           CetpProviderResult result = mutation.invoke();                                      // 17
#           inFlight.remove(requestId);                                                         // 18
#           return result;                                                                      // 19
#       }
#   }
.class public final Lcom/example/dd/MmkvJournalExecutor;
.super Ljava/lang/Object;
.source "MmkvJournalExecutor.java"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final inFlight:Ljava/util/Set;

# near miss CETP618: the set only tracks requests in flight; each request is reserved in MMKV (encode writes at once)
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    iput-object v0, p0, Lcom/example/dd/MmkvJournalExecutor;->inFlight:Ljava/util/Set;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 13
    iget-object p1, p0, Lcom/example/dd/MmkvJournalExecutor;->inFlight:Ljava/util/Set;
    invoke-interface {p1, p2}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_25
    .line 16
    const-string p1, "cetp-journal"
    invoke-static {p1}, Lcom/tencent/mmkv/MMKV;->mmkvWithID(Ljava/lang/String;)Lcom/tencent/mmkv/MMKV;
    move-result-object p1
    const-string v0, "reserved"
    invoke-virtual {p1, p2, v0}, Lcom/tencent/mmkv/MMKV;->encode(Ljava/lang/String;Ljava/lang/String;)Z
    .line 17
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 18
    iget-object p3, p0, Lcom/example/dd/MmkvJournalExecutor;->inFlight:Ljava/util/Set;
    invoke-interface {p3, p2}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    .line 19
    return-object p1
    .line 14
    :cond_25
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string p2, "request in flight"
    invoke-direct {p1, p2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
