# Java sketch (CityProvider.java), compiled by javac and D8. Its tools are
# declared in the list_tools answer it serves (captured beside the APK in
# internal/dexrules/testdata/readtool_captures): lookup_city is effect read,
# sync_cities effect update.
#   public class CityProvider extends ContentProvider {                              // 14
#       static final Uri HISTORY = Uri.parse("content://com.example.rt.history/searches");  // 15
#       @Override public Bundle call(String method, String arg, Bundle extras) {        // 17
#           if (!"execute_tool".equals(method) || extras == null) return null;          // 18
#           String tool = extras.getString("tool_name");                                 // 19
#           String args = extras.getString("args");                                      // 20
#           switch (tool) {                                                              // 21
#               case "lookup_city": return lookup(args);                                 // 22
#               case "sync_cities": return sync(args);                                   // 23
#               default: return unknown(tool);                                           // 24
#           }
#       }
#       private Bundle lookup(String args) {
#           ContentValues v = new ContentValues();                                       // 28
#           v.put("query", args);                                                        // 29
#           getContext().getContentResolver().insert(HISTORY, v);                       // 30
#           return ok();                                                                 // 31
#       }
#       private Bundle sync(String args) throws IOException {
#           HttpURLConnection c = (HttpURLConnection) new URL("https://cities.example.com/sync").openConnection();  // 35
#           c.setRequestMethod("POST");                                                  // 36
#           c.getOutputStream().write(args.getBytes(StandardCharsets.UTF_8));            // 37
#           return ok();                                                                 // 38
#       }
#       ...
#   }
# javac compiles the String switch to a hashCode switch that sets an index,
# then a second switch on the index.
.class public Lcom/example/rt/CityProvider;
.super Landroid/content/ContentProvider;
.source "CityProvider.java"

.field static final HISTORY:Landroid/net/Uri;

.method static constructor <clinit>()V
    .locals 1
    .line 15
    const-string v0, "content://com.example.rt.history/searches"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/rt/CityProvider;->HISTORY:Landroid/net/Uri;
    return-void
.end method

.method public constructor <init>()V
    .locals 0
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    .line 18
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_3
    if-nez p3, :cond_0
    goto :goto_1
    .line 19
    :cond_0
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 20
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 21
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p3
    const/4 v0, -0x1
    sparse-switch p3, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string p3, "sync_cities"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :goto_0
    const/4 v0, 0x1
    goto :goto_0
    :sswitch_1
    const-string p3, "lookup_city"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :goto_0
    const/4 v0, 0x0
    :goto_0
    packed-switch v0, :pswitch_data_0
    .line 24
    invoke-direct {p0, p1}, Lcom/example/rt/CityProvider;->unknown(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pswitch_0
    # near miss CETP621: sync_cities writes, but it is declared effect update
    .line 23
    invoke-direct {p0, p2}, Lcom/example/rt/CityProvider;->sync(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pswitch_1
    .line 22
    invoke-direct {p0, p2}, Lcom/example/rt/CityProvider;->lookup(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_3
    :goto_1
    return-object p2

    :sswitch_data_0
    .sparse-switch
        -0x74b37693 -> :sswitch_0
        0x62de8510 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method private lookup(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 28
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 29
    const-string v1, "query"
    invoke-virtual {v0, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    invoke-virtual {p0}, Lcom/example/rt/CityProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object p1
    sget-object v1, Lcom/example/rt/CityProvider;->HISTORY:Landroid/net/Uri;
    invoke-virtual {p1, v1, v0}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .line 31
    invoke-static {}, Lcom/example/rt/CityProvider;->ok()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private sync(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 35
    new-instance v0, Ljava/net/URL;
    const-string v1, "https://cities.example.com/sync"
    invoke-direct {v0, v1}, Ljava/net/URL;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/net/URL;->openConnection()Ljava/net/URLConnection;
    move-result-object v0
    check-cast v0, Ljava/net/HttpURLConnection;
    .line 36
    const-string v1, "POST"
    invoke-virtual {v0, v1}, Ljava/net/HttpURLConnection;->setRequestMethod(Ljava/lang/String;)V
    .line 37
    invoke-virtual {v0}, Ljava/net/HttpURLConnection;->getOutputStream()Ljava/io/OutputStream;
    move-result-object v0
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/io/OutputStream;->write([B)V
    .line 38
    invoke-static {}, Lcom/example/rt/CityProvider;->ok()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static ok()Landroid/os/Bundle;
    .locals 3
    .line 42
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method private unknown(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 47
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "error_code"
    const-string v2, "UNKNOWN_TOOL"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public onCreate()Z
    .locals 1
    .line 52
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    .line 55
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    .line 56
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 58
    const/4 v0, 0x0
    return v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 59
    const/4 v0, 0x0
    return v0
.end method
