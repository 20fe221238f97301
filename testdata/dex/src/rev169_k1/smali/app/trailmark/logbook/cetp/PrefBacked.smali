.class public interface abstract Lapp/trailmark/logbook/cetp/PrefBacked;
.super Ljava/lang/Object;
.source "Prefs.kt"


# virtual methods
.method public abstract getPrefs()Landroid/content/SharedPreferences;
.end method
