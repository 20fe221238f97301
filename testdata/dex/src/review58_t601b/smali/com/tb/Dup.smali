.class public final Lcom/tb/Dup;
.super Ljava/lang/Object;
.source "Dup.java"

# static fields
.field private static final FLAGS:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 16
    return-void
.end method

.method public static flagsFor(Ljava/lang/String;)I
    .registers 2
    .line 19
    sget-object v0, Lcom/tb/Dup;->FLAGS:Ljava/util/Map;
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/tb/Dup;->FLAGS:Ljava/util/Map;
    .line 11
    sget-object v0, Lcom/tb/Dup;->FLAGS:Ljava/util/Map;
    const-string v1, "j"
    const/high16 v2, 0x8000000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 12
    sget-object v0, Lcom/tb/Dup;->FLAGS:Ljava/util/Map;
    const-string v1, "j"
    const/high16 v2, 0x4000000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    return-void
.end method

