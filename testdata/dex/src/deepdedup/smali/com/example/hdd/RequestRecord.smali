.class public Lcom/example/hdd/RequestRecord;
.super Ljava/lang/Object;
.source "RequestRecord.java"

# Java sketch: sketch/RequestRecord.java (javac 17 + D8 --min-api 24).
# Room @Entity(tableName = "requests"); @Entity/@PrimaryKey/@NonNull are CLASS-retention, dropped by D8.

.field public result:Ljava/lang/String;

.field public rid:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object p1, p0, Lcom/example/hdd/RequestRecord;->rid:Ljava/lang/String;
    .line 17
    iput-object p2, p0, Lcom/example/hdd/RequestRecord;->result:Ljava/lang/String;
    .line 18
    return-void
.end method
