.class public final Lcom/example/r17i/ContactsKt;
.super Ljava/lang/Object;
.source "Contacts.kt"

.method public static final countContacts(Landroid/content/Context;I)I
    .registers 8
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-virtual {p0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    sget-object v1, Landroid/provider/ContactsContract$Contacts;->CONTENT_URI:Landroid/net/Uri;
    const/4 v2, 0x0
    const-string v3, "owner = ?"
    const/4 p0, 0x1
    new-array v4, p0, [Ljava/lang/String;
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    aput-object p0, v4, p1
    const/4 v5, 0x0
    invoke-virtual/range {v0 .. v5}, Landroid/content/ContentResolver;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p0
    if-eqz p0, :cond_0
    invoke-interface {p0}, Landroid/database/Cursor;->getCount()I
    move-result p1
    invoke-interface {p0}, Landroid/database/Cursor;->close()V
    :cond_0
    return p1
.end method
