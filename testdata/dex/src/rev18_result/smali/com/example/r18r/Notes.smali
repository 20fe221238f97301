.class public final Lcom/example/r18r/Notes;
.super Ljava/lang/Object;
.source "Notes.kt"

# Kotlin: object Notes { fun parse(text: String?): Int = JSONArray(text).length() } (throws JSONException)

.field public static final INSTANCE:Lcom/example/r18r/Notes;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r18r/Notes;
    invoke-direct {v0}, Lcom/example/r18r/Notes;-><init>()V
    sput-object v0, Lcom/example/r18r/Notes;->INSTANCE:Lcom/example/r18r/Notes;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final parse(Ljava/lang/String;)I
    .registers 3
    .line 6
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0, p1}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I
    move-result p1
    return p1
.end method
