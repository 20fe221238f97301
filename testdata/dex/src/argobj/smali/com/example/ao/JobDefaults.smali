# Java sketch (JobDefaults.java), filled by Gson from a constant:
#   final class JobDefaults {                                                   // 3
#       boolean confirmed;
#   }
.class final Lcom/example/ao/JobDefaults;
.super Ljava/lang/Object;
.source "JobDefaults.java"

.field confirmed:Z

.method constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
