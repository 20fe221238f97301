# Java sketch (Records.java):
#   final class Records {
#       static final Map<String, Object> SEEN = new HashMap<>();                 // 5
#   }
.class final Lcom/example/sg/Records;
.super Ljava/lang/Object;
.source "Records.java"

.field static final SEEN:Ljava/util/Map;

.method static constructor <clinit>()V
    .registers 1
    .line 5
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/sg/Records;->SEEN:Ljava/util/Map;
    return-void
.end method

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
