.class final Lcom/example/dn/GsonArgs;
.super Ljava/lang/Object;
.source "ToolProvider.java"

.field callerPackage:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "display_name"
    .end annotation
.end field

.field confirmed:Z
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "notify"
    .end annotation
.end field

.field go:Z
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "user_confirmed"
    .end annotation
.end field

.field label:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        alternate = {
            "caller_package"
        }
        value = "label"
    .end annotation
.end field

.field origin:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "calling_package"
    .end annotation
.end field

.method constructor <init>()V
    .registers 1
    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
