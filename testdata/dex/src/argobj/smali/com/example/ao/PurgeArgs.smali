# Kotlin sketch (PurgeArgs.kt):
#   data class PurgeArgs(val owner: String) {                                 // 3
#       companion object {
#           @JvmStatic fun parse(json: String) =
#               PurgeArgs(JSONObject(json).getString("owner"))                // 6
#       }
#   }
# @JvmStatic makes kotlinc write a static parse on PurgeArgs that calls the
# companion's. (toString, hashCode, equals and copy are left out.)
.class public final Lcom/example/ao/PurgeArgs;
.super Ljava/lang/Object;
.source "PurgeArgs.kt"

.field public static final Companion:Lcom/example/ao/PurgeArgs$Companion;
.field private final owner:Ljava/lang/String;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/ao/PurgeArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/ao/PurgeArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/ao/PurgeArgs;->Companion:Lcom/example/ao/PurgeArgs$Companion;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .locals 1
    const-string v0, "owner"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ao/PurgeArgs;->owner:Ljava/lang/String;
    return-void
.end method

.method public static final parse(Ljava/lang/String;)Lcom/example/ao/PurgeArgs;
    .locals 1
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    sget-object v0, Lcom/example/ao/PurgeArgs;->Companion:Lcom/example/ao/PurgeArgs$Companion;
    invoke-virtual {v0, p0}, Lcom/example/ao/PurgeArgs$Companion;->parse(Ljava/lang/String;)Lcom/example/ao/PurgeArgs;
    move-result-object p0
    return-object p0
.end method

.method public final getOwner()Ljava/lang/String;
    .locals 1
    .line 3
    iget-object v0, p0, Lcom/example/ao/PurgeArgs;->owner:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .locals 1
    iget-object v0, p0, Lcom/example/ao/PurgeArgs;->owner:Ljava/lang/String;
    return-object v0
.end method
