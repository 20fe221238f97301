.class interface abstract Lcom/example/r30j2/Resolving;
.super Ljava/lang/Object;
.source "Resolving.java"

# Java sketch: sketch/Resolving.java. D8 --min-api 21 moves the default and
# static methods to Resolving$-CC and leaves them abstract here.

.method public abstract context()Landroid/content/Context;
.end method

.method public abstract resolution(Ljava/lang/String;)Landroid/app/PendingIntent;
.end method

.method public abstract target(Landroid/content/Context;)Landroid/content/ComponentName;
.end method
