# Kotlin sketch (DeleteArgs.kt):
#   data class DeleteArgs(val id: String, val confirmed: Boolean) {          // 3
#       companion object {
#           fun fromJson(o: JSONObject) =
#               DeleteArgs(o.getString("id"), o.optBoolean("confirmed"))     // 6
#       }
#   }
# (toString, hashCode and equals, which kotlinc also writes, are left out:
# nothing here calls them.)
.class public final Lcom/example/ao/DeleteArgs;
.super Ljava/lang/Object;
.source "DeleteArgs.kt"

.field public static final Companion:Lcom/example/ao/DeleteArgs$Companion;
.field private final id:Ljava/lang/String;
.field private final confirmed:Z

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/ao/DeleteArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/ao/DeleteArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/ao/DeleteArgs;->Companion:Lcom/example/ao/DeleteArgs$Companion;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Z)V
    .locals 1
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ao/DeleteArgs;->id:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/example/ao/DeleteArgs;->confirmed:Z
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .locals 1
    .line 3
    iget-object v0, p0, Lcom/example/ao/DeleteArgs;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .locals 1
    .line 3
    iget-boolean v0, p0, Lcom/example/ao/DeleteArgs;->confirmed:Z
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .locals 1
    iget-object v0, p0, Lcom/example/ao/DeleteArgs;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Z
    .locals 1
    iget-boolean v0, p0, Lcom/example/ao/DeleteArgs;->confirmed:Z
    return v0
.end method
