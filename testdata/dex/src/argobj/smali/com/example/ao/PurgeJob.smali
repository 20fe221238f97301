# Kotlin sketch (PurgeJob.kt), filled by kotlinx.serialization:
#   @Serializable data class PurgeJob(val force: Boolean = false)              // 5
# (only the property and its getter are kept here; the generated
# serializer and the data-class members are left out)
.class public final Lcom/example/ao/PurgeJob;
.super Ljava/lang/Object;
.source "PurgeJob.kt"

.field private final force:Z

.method public constructor <init>(Z)V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-boolean p1, p0, Lcom/example/ao/PurgeJob;->force:Z
    return-void
.end method

.method public final getForce()Z
    .locals 1
    .line 5
    iget-boolean v0, p0, Lcom/example/ao/PurgeJob;->force:Z
    return v0
.end method
