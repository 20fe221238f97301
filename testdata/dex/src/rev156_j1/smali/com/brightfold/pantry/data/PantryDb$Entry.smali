.class public final Lcom/brightfold/pantry/data/PantryDb$Entry;
.super Ljava/lang/Object;
.source "PantryDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/brightfold/pantry/data/PantryDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Entry"
.end annotation


# instance fields
.field private final args:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final value:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 130
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 131
    iput-object p1, p0, Lcom/brightfold/pantry/data/PantryDb$Entry;->tool:Ljava/lang/String;

    .line 132
    iput-object p2, p0, Lcom/brightfold/pantry/data/PantryDb$Entry;->args:Ljava/lang/String;

    .line 133
    iput-object p3, p0, Lcom/brightfold/pantry/data/PantryDb$Entry;->value:Ljava/lang/String;

    .line 134
    return-void
.end method

.method static read(Landroid/database/Cursor;)Lcom/brightfold/pantry/data/PantryDb$Entry;
    .registers 6

    .line 137
    new-instance v0, Lcom/brightfold/pantry/data/PantryDb$Entry;

    const/4 v2, 0x0

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const/4 v3, 0x1

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x2

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lcom/brightfold/pantry/data/PantryDb$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public sameCall(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 4

    .line 141
    iget-object v0, p0, Lcom/brightfold/pantry/data/PantryDb$Entry;->tool:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/brightfold/pantry/data/PantryDb$Entry;->args:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public value()Lorg/json/JSONObject;
    .registers 4

    .line 146
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v1, p0, Lcom/brightfold/pantry/data/PantryDb$Entry;->value:Ljava/lang/String;

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v2

    .line 148
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "ledger row is not JSON"

    invoke-direct {v0, v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method
