# Kotlin sketch (PurgeJobProvider.kt), compiled by kotlinc and D8 (the
# reified decodeFromString inlined as kotlinc expands it):
#   class PurgeJobProvider : ContentProvider() {                                // 9
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           if (arg == null) return null                                        // 11
#           val job = Json.decodeFromString<PurgeJob>(arg)                      // 12
#           if (!job.force) return null                                         // 13
#           context!!.deleteDatabase("jobs")                                    // 14
#           return Bundle()                                                     // 15
#       }
#   }
# true positive 614: the Consumer's "force", parsed into PurgeJob by
# kotlinx.serialization and read through its getter, decides the delete.
.class public final Lcom/example/ao/PurgeJobProvider;
.super Landroid/content/ContentProvider;
.source "PurgeJobProvider.kt"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    const-string p3, "method"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const/4 p1, 0x0
    if-nez p2, :cond_0
    return-object p1
    .line 12
    :cond_0
    sget-object p3, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    check-cast p3, Lkotlinx/serialization/json/Json;
    invoke-virtual {p3}, Lkotlinx/serialization/json/Json;->getSerializersModule()Lkotlinx/serialization/modules/SerializersModule;
    move-result-object v0
    const-class v1, Lcom/example/ao/PurgeJob;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->typeOf(Ljava/lang/Class;)Lkotlin/reflect/KType;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlinx/serialization/SerializersKt;->serializer(Lkotlinx/serialization/modules/SerializersModule;Lkotlin/reflect/KType;)Lkotlinx/serialization/KSerializer;
    move-result-object v0
    const-string v1, "null cannot be cast to non-null type kotlinx.serialization.KSerializer<T of kotlinx.serialization.internal.Platform_commonKt.cast>"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {p3, v0, p2}, Lkotlinx/serialization/json/Json;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Lcom/example/ao/PurgeJob;
    .line 13
    invoke-virtual {p2}, Lcom/example/ao/PurgeJob;->getForce()Z
    move-result p2
    if-nez p2, :cond_1
    return-object p1
    .line 14
    :cond_1
    invoke-virtual {p0}, Lcom/example/ao/PurgeJobProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p2, "jobs"
    invoke-virtual {p1, p2}, Landroid/content/Context;->deleteDatabase(Ljava/lang/String;)Z
    .line 15
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method
