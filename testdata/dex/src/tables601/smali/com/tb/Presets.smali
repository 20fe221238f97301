.class public final Lcom/tb/Presets;
.super Ljava/lang/Object;
.source "Presets.java"

# static fields
.field private static final FLAGS:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 17
    return-void
.end method

.method public static flagsFor(Ljava/lang/String;)I
    .registers 2
    .line 20
    sget-object v0, Lcom/tb/Presets;->FLAGS:Ljava/util/Map;
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/tb/Presets;->FLAGS:Ljava/util/Map;
    .line 12
    sget-object v0, Lcom/tb/Presets;->FLAGS:Ljava/util/Map;
    const-string v1, "edit_note"
    const/high16 v2, 0x8000000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    sget-object v0, Lcom/tb/Presets;->FLAGS:Ljava/util/Map;
    const-string v1, "delete_note"
    const/high16 v2, 0x44000000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 14
    return-void
.end method

