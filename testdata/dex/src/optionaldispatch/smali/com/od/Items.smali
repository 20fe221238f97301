.class final Lcom/od/Items;
.super Ljava/lang/Object;
.source "Items.java"

# static fields
.field private static final ORDERS:Ljava/util/Map;

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 24
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 25
    iput-object v2, v1, Lcom/od/Items;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 26
    return-void
.end method

.method public static synthetic lambda$sorted$0(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 31
    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-virtual {v2, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 16
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    move-object v3, v0
    .line 17
    const-string v1, "name"
    const-string v2, "name ASC"
    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 18
    const-string v1, "newest"
    const-string v2, "added_on DESC"
    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 19
    invoke-static {v3}, Ljava/util/Collections;->unmodifiableMap(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/od/Items;->ORDERS:Ljava/util/Map;
    .line 20
    return-void
.end method


# virtual methods
.method sorted(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 30
    invoke-static {v6}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/od/Items$$ExternalSyntheticLambda0;->INSTANCE:Lcom/od/Items$$ExternalSyntheticLambda0;
    .line 31
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/od/Items;->ORDERS:Ljava/util/Map;
    .line 32
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/od/Items$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1}, Lcom/od/Items$$ExternalSyntheticLambda1;-><init>(Ljava/util/Map;)V
    move-object v1, v2
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/od/Items;->ORDERS:Ljava/util/Map;
    .line 33
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/od/Items$$ExternalSyntheticLambda2;
    invoke-direct {v2, v1}, Lcom/od/Items$$ExternalSyntheticLambda2;-><init>(Ljava/util/Map;)V
    move-object v1, v2
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    const-string v1, "added_on DESC"
    .line 34
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v4, v0
    .line 35
    iget-object v0, v5, Lcom/od/Items;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id, name FROM items ORDER BY "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method named(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    .line 40
    iget-object v0, v4, Lcom/od/Items;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id, name FROM items WHERE name = \'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

