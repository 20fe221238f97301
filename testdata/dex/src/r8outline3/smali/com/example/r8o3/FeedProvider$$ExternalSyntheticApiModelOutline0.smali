# R8's API model outlines of FeedProvider (sketch/FeedProvider.java): each
# one call to an API newer than minSdk 21, static, named m, no line table.
.class public final synthetic Lcom/example/r8o3/FeedProvider$$ExternalSyntheticApiModelOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# ContentResolver.insert(Uri, ContentValues, Bundle), API 30
.method public static synthetic m(Landroid/content/ContentResolver;Landroid/net/Uri;Landroid/content/ContentValues;Landroid/os/Bundle;)Landroid/net/Uri;
    .registers 4
    invoke-virtual {p0, p1, p2, p3}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;Landroid/os/Bundle;)Landroid/net/Uri;
    move-result-object p0
    return-object p0
.end method

# ContentResolver.query(Uri, String[], Bundle, CancellationSignal), API 26
.method public static synthetic m(Landroid/content/ContentResolver;Landroid/net/Uri;[Ljava/lang/String;Landroid/os/Bundle;Landroid/os/CancellationSignal;)Landroid/database/Cursor;
    .registers 5
    invoke-virtual {p0, p1, p2, p3, p4}, Landroid/content/ContentResolver;->query(Landroid/net/Uri;[Ljava/lang/String;Landroid/os/Bundle;Landroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object p0
    return-object p0
.end method
