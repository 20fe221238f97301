# Kotlin sketch (ItemStore.kt), compiled by kotlinc and D8:
#   class ItemStore {                                                                    // 7
#       fun get(context: Context, args: String): CetpProviderResult {                   // 8
#           context.contentResolver.query(ITEMS, null, args, null, null)?.close()       // 9
#           return CetpProviderResult.inline(0)                                          // 10
#       }
#       fun add(context: Context, args: String): CetpProviderResult {                   // 12
#           context.contentResolver.insert(ITEMS, ContentValues().apply { put("v", args) })  // 13
#           return CetpProviderResult.inline(1)                                          // 14
#       }
#       // what older clients called: counts the call in the app's preferences
#       fun legacy(context: Context, name: String): CetpProviderResult {                // 17
#           context.getSharedPreferences("items", 0).edit().putString("last", name).apply()  // 18
#           return CetpProviderResult.inline(2)                                          // 19
#       }
#       companion object { val ITEMS: Uri = Uri.parse("content://com.example.td.items/items") }  // 21
#   }
# kotlinc keeps the companion val's backing field as a private static of ItemStore.
.class public final Lcom/example/td/ItemStore;
.super Ljava/lang/Object;
.source "ItemStore.kt"

.field private static final ITEMS:Landroid/net/Uri;

.method static constructor <clinit>()V
    .locals 1
    .line 21
    const-string v0, "content://com.example.td.items/items"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/td/ItemStore;->ITEMS:Landroid/net/Uri;
    return-void
.end method

.method public constructor <init>()V
    .locals 0
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final get(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 6
    .line 9
    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    sget-object v1, Lcom/example/td/ItemStore;->ITEMS:Landroid/net/Uri;
    const/4 v2, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    move-object v3, p2
    invoke-virtual/range {v0 .. v5}, Landroid/content/ContentResolver;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    if-eqz p1, :cond_0
    invoke-interface {p1}, Landroid/database/Cursor;->close()V
    :cond_0
    .line 10
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 p2, 0x0
    invoke-virtual {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public final add(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 13
    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object p1
    sget-object v0, Lcom/example/td/ItemStore;->ITEMS:Landroid/net/Uri;
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    const-string v2, "v"
    invoke-virtual {v1, v2, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p1, v0, v1}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .line 14
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 p2, 0x1
    invoke-virtual {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public final legacy(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    .line 18
    const-string v0, "items"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "last"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 19
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 p2, 0x2
    invoke-virtual {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
