# Java sketch (JobArgs.java), filled by Gson or Moshi by reflection:
#   final class JobArgs {                                                       // 5
#       boolean confirmed;
#       String name;
#       boolean isConfirmed() { return confirmed; }                             // 8
#   }
.class final Lcom/example/ao/JobArgs;
.super Ljava/lang/Object;
.source "JobArgs.java"

.field confirmed:Z
.field name:Ljava/lang/String;

.method constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method isConfirmed()Z
    .locals 1
    .line 8
    iget-boolean v0, p0, Lcom/example/ao/JobArgs;->confirmed:Z
    return v0
.end method
